import { DomainError } from '../../common/errors/domain-error';

export const ItemStatsErrors = {
  runTakesNoInput: () => new DomainError('invalid', 'RUN_TAKES_NO_INPUT', 'A statistics run takes no input: send an empty body, or none.'),
  runInProgress: () =>
    new DomainError('conflict', 'RUN_IN_PROGRESS', 'Item statistics are already being computed; follow that run at GET /api/admin/item-stats/runs/latest.'),
  noRun: () => new DomainError('not_found', 'STATS_RUN_NOT_FOUND', 'Item statistics have never been computed: start a run with POST /api/admin/item-stats/runs.'),
  noStats: (questionId: string) =>
    new DomainError('not_found', 'QUESTION_STATS_NOT_FOUND', `No statistics for the question ${questionId} yet: it is not live, or no run has finished since it went live.`, {
      questionId,
    }),
};
