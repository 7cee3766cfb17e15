export interface ValidationIssue {
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>;
  message: string;
}

export function issueField(issue: ValidationIssue): string {
  const parts = (issue.path ?? []).map((p) => (typeof p === 'object' ? String(p.key) : String(p)));
  return parts.length > 0 ? parts.join('.') : 'input';
}

/**
 * Our own messages are sentences written for people ('No coupon code provided.') and are shown as
 * they are; a library's default ('Invalid input: expected string') gets the field's name in front.
 */
function describeIssue(issue: ValidationIssue): string {
  return issue.message.endsWith('.') ? issue.message : `${issueField(issue)}: ${issue.message}`;
}

export function describeIssues(issues: readonly ValidationIssue[]): string {
  return issues.map(describeIssue).join('; ');
}
