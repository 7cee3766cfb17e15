import type { TRPCDefaultErrorShape, TRPCError } from '@trpc/server';
import { Messages } from '@medprep/shared';
import { DomainError } from '../common/errors/domain-error';
import { describeIssues, issueField, type ValidationIssue } from '../common/validation/zod-issues';

function validationIssues(cause: unknown): ValidationIssue[] | undefined {
  const issues = (cause as { issues?: unknown } | undefined)?.issues;
  return Array.isArray(issues) && issues.length > 0 ? (issues as ValidationIssue[]) : undefined;
}

/**
 * Shapes every tRPC error the same way: a readable message (validation errors name the field),
 * the domain code when there is one, and never a stack trace or an internal detail.
 */
export function formatTrpcError({ shape, error }: { shape: TRPCDefaultErrorShape; error: TRPCError }) {
  const issues = error.code === 'BAD_REQUEST' ? validationIssues(error.cause) : undefined;
  const internal = error.code === 'INTERNAL_SERVER_ERROR';
  const message = issues
    ? describeIssues(issues)
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
      ...(issues ? { fields: issues.map((i) => ({ field: issueField(i), message: i.message })) } : {}),
    },
  };
}
