import { describe, expect, it } from 'vitest';
import { describeReportDecisionProblem, REPORT_STATUSES, reportDecisionProblem, type ReportStatus } from './report-transition';

const about = (status: ReportStatus, questionVersion = 1) => ({ status, questionVersion });

describe('reportDecisionProblem', () => {
  it('should let an open report be accepted, or rejected with a reply', () => {
    expect(reportDecisionProblem(about('open'), { status: 'accepted' }, [1])).toBeNull();
    expect(reportDecisionProblem(about('open'), { status: 'accepted', reply: 'Thanks, we are fixing it.' }, [1])).toBeNull();
    expect(reportDecisionProblem(about('open'), { status: 'rejected', reply: 'NICE NG219 still says so.' }, [1])).toBeNull();
  });

  it('should refuse to reject without a reply, blank or missing', () => {
    expect(reportDecisionProblem(about('open'), { status: 'rejected' }, [1])).toEqual({ code: 'REPORT_REPLY_REQUIRED' });
    expect(reportDecisionProblem(about('open'), { status: 'rejected', reply: '   ' }, [1])).toEqual({ code: 'REPORT_REPLY_REQUIRED' });
  });

  it('should let an accepted report be fixed only by an existing version newer than the one reported', () => {
    expect(reportDecisionProblem(about('accepted', 1), { status: 'fixed', fixedInVersion: 2 }, [1, 2])).toBeNull();
    expect(reportDecisionProblem(about('accepted', 1), { status: 'fixed' }, [1, 2])).toEqual({ code: 'REPORT_FIX_VERSION_REQUIRED' });
    expect(reportDecisionProblem(about('accepted', 2), { status: 'fixed', fixedInVersion: 2 }, [1, 2])).toMatchObject({ code: 'REPORT_FIX_VERSION_INVALID' });
    expect(reportDecisionProblem(about('accepted', 2), { status: 'fixed', fixedInVersion: 1 }, [1, 2])).toMatchObject({ code: 'REPORT_FIX_VERSION_INVALID' });
    expect(reportDecisionProblem(about('accepted', 1), { status: 'fixed', fixedInVersion: 3 }, [1, 2])).toEqual({
      code: 'REPORT_FIX_VERSION_INVALID',
      reportedVersion: 1,
      fixedInVersion: 3,
    });
  });

  it('should take fixedInVersion only with the status fixed', () => {
    expect(reportDecisionProblem(about('open'), { status: 'accepted', fixedInVersion: 2 }, [1, 2])).toEqual({ code: 'REPORT_FIX_VERSION_UNEXPECTED' });
  });

  it('should allow exactly open → accepted | rejected and accepted → fixed, refusing every other move', () => {
    const allowed: string[] = [];
    for (const from of REPORT_STATUSES) {
      for (const to of REPORT_STATUSES) {
        const problem = reportDecisionProblem(about(from), { status: to, reply: 'Because.', fixedInVersion: to === 'fixed' ? 2 : null }, [1, 2]);
        if (problem === null) allowed.push(`${from}→${to}`);
        else expect(problem).toEqual({ code: 'ILLEGAL_REPORT_TRANSITION', from, to });
      }
    }
    expect(allowed.sort()).toEqual(['accepted→fixed', 'open→accepted', 'open→rejected']);
  });

  it('should explain a refused move, naming the moves that remain or that the report is closed', () => {
    expect(describeReportDecisionProblem({ code: 'ILLEGAL_REPORT_TRANSITION', from: 'open', to: 'fixed' })).toBe(
      'A report that is open cannot become fixed (it can become accepted or rejected).',
    );
    expect(describeReportDecisionProblem({ code: 'ILLEGAL_REPORT_TRANSITION', from: 'rejected', to: 'accepted' })).toBe(
      'A report that is rejected cannot become accepted (it is closed).',
    );
  });
});
