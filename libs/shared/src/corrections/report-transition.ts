/**
 * How a user's report of an error in a question is triaged: an editor accepts it (the item needs a
 * change) or rejects it (the item stands, and the reporter is told why); an accepted report is fixed
 * by a newer version of the item. Rejected and fixed reports are closed.
 */
export const REPORT_STATUSES = ['open', 'accepted', 'rejected', 'fixed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** The moves an editor can make, by the status a report is in. */
export const REPORT_TRANSITIONS: Readonly<Record<ReportStatus, readonly ReportStatus[]>> = {
  open: ['accepted', 'rejected'],
  accepted: ['fixed'],
  rejected: [],
  fixed: [],
};

export const REPORT_REPLY_MAX_LENGTH = 2000;

export interface ReportDecision {
  status: ReportStatus;
  reply?: string | null;
  fixedInVersion?: number | null;
}

/** Why a decision is refused: the move itself, or what the move needs. */
export type ReportDecisionProblem =
  | { code: 'ILLEGAL_REPORT_TRANSITION'; from: ReportStatus; to: ReportStatus }
  | { code: 'REPORT_REPLY_REQUIRED' }
  | { code: 'REPORT_FIX_VERSION_REQUIRED' }
  | { code: 'REPORT_FIX_VERSION_UNEXPECTED' }
  | { code: 'REPORT_FIX_VERSION_INVALID'; reportedVersion: number; fixedInVersion: number };

export function canMoveReport(from: ReportStatus, to: ReportStatus): boolean {
  return REPORT_TRANSITIONS[from].includes(to);
}

/**
 * Null when `decision` may be applied to a report in `from` about `reportedVersion`;
 * `versions` are the item's existing version numbers.
 */
export function reportDecisionProblem(
  report: { status: ReportStatus; questionVersion: number },
  decision: ReportDecision,
  versions: readonly number[],
): ReportDecisionProblem | null {
  if (!canMoveReport(report.status, decision.status)) return { code: 'ILLEGAL_REPORT_TRANSITION', from: report.status, to: decision.status };
  const reply = decision.reply?.trim() ?? '';
  if (decision.status === 'rejected' && reply === '') return { code: 'REPORT_REPLY_REQUIRED' };
  const fixed = decision.fixedInVersion ?? null;
  if (decision.status !== 'fixed') return fixed === null ? null : { code: 'REPORT_FIX_VERSION_UNEXPECTED' };
  if (fixed === null) return { code: 'REPORT_FIX_VERSION_REQUIRED' };
  if (fixed <= report.questionVersion || !versions.includes(fixed)) {
    return { code: 'REPORT_FIX_VERSION_INVALID', reportedVersion: report.questionVersion, fixedInVersion: fixed };
  }
  return null;
}

/** What the reporter and the editor read for a problem. */
export function describeReportDecisionProblem(problem: ReportDecisionProblem): string {
  switch (problem.code) {
    case 'ILLEGAL_REPORT_TRANSITION':
      return `A report that is ${problem.from} cannot become ${problem.to}${
        REPORT_TRANSITIONS[problem.from].length > 0 ? ` (it can become ${REPORT_TRANSITIONS[problem.from].join(' or ')})` : ' (it is closed)'
      }.`;
    case 'REPORT_REPLY_REQUIRED':
      return 'Rejecting a report needs a reply: the reporter is told why the item stands.';
    case 'REPORT_FIX_VERSION_REQUIRED':
      return 'Marking a report fixed needs fixedInVersion: the version that fixes it.';
    case 'REPORT_FIX_VERSION_UNEXPECTED':
      return 'fixedInVersion is given only when marking a report fixed.';
    case 'REPORT_FIX_VERSION_INVALID':
      return `fixedInVersion must be an existing version of the item newer than version ${problem.reportedVersion}, the one reported (not ${problem.fixedInVersion}).`;
  }
}
