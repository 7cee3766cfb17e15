import type { TRPCDefaultErrorShape, TRPCError } from '@trpc/server';
import { Messages } from '@medprep/shared';
import { DomainError } from '../common/errors/domain-error';

interface Issue {
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>;
  message: string;
}

function validationIssues(cause: unknown): Issue[] | undefined {
  const issues = (cause as { issues?: unknown } | undefined)?.issues;
  return Array.isArray(issues) && issues.length > 0 ? (issues as Issue[]) : undefined;
}

function fieldName(issue: Issue): string {
  const parts = (issue.path ?? []).map((p) => (typeof p === 'object' ? String(p.key) : String(p)));
  return parts.length > 0 ? parts.join('.') : 'input';
}

/**
 * Our own messages are sentences written for people ('No coupon code provided.') and are shown as
 * they are; a library's default ('Invalid input: expected string') gets the field's name in front.
 */
function describeIssue(issue: Issue): string {
  return issue.message.endsWith('.') ? issue.message : `${fieldName(issue)}: ${issue.message}`;
}

/**
 * Shapes every tRPC error the same way: a readable message (validation errors name the field),
 * the domain code when there is one, and never a stack trace or an internal detail.
 */
export function formatTrpcError({ shape, error }: { shape: TRPCDefaultErrorShape; error: TRPCError }) {
  const issues = error.code === 'BAD_REQUEST' ? validationIssues(error.cause) : undefined;
  const internal = error.code === 'INTERNAL_SERVER_ERROR';
  const message = issues
    ? issues.map(describeIssue).join('; ')
    : internal
      ? Messages.http.internal
      : error.message;
  return {
    message,
    code: shape.code,
    data: {
      code: shape.data.code,
      httpStatus: shape.data.httpStatus,
      path: shape.data.path,
      ...(error.cause instanceof DomainError ? { domainCode: error.cause.code, details: error.cause.details } : {}),
      ...(issues ? { fields: issues.map((i) => ({ field: fieldName(i), message: i.message })) } : {}),
    },
  };
}
