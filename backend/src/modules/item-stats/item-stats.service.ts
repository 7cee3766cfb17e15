import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { itemStatistics, statisticsReviewFlag } from '@medprep/shared';
import { AuditLogRepository } from '../audit/audit-log.repository';
import { ItemStatsErrors } from './item-stats.errors';
import { type ComputedStats, ItemStatsRepository, type QuestionStatsRow, type RunLock, type StatsRunRow } from './item-stats.repository';

/** Items per batch: one aggregate query and one write each, and a step of the progress. */
export const ITEM_STATS_BATCH_SIZE = 100;

/**
 * Recomputes the statistics of every live item in batches, in the background, one run at a time
 * across instances (the run lock), recording its progress in stats_runs.
 */
@Injectable()
export class ItemStatsService implements OnApplicationShutdown {
  private readonly logger = new Logger('ItemStats');
  private running: Promise<void> | null = null;
  private stopping = false;

  constructor(
    private readonly repository: ItemStatsRepository,
    private readonly audit: AuditLogRepository,
  ) {}

  /** Starts a run and returns its id at once; RUN_IN_PROGRESS while another runs. */
  async start(requestedBy: string | null): Promise<{ id: string }> {
    const started = await this.tryStart(requestedBy);
    if (!started) throw ItemStatsErrors.runInProgress();
    return started;
  }

  /** Starts a run unless one is running (then null): for the nightly timer, which lets another instance's run be. */
  async tryStart(requestedBy: string | null): Promise<{ id: string } | null> {
    if (this.stopping) return null;
    const lock = await this.repository.tryLockRun();
    if (!lock) return null;
    let id: string;
    let ids: string[];
    try {
      ids = await this.repository.liveQuestionIds(lock.manager);
      id = await this.repository.createRun(lock.manager, requestedBy, ids.length);
    } catch (error) {
      await lock.release();
      throw error;
    }
    this.running = this.execute(lock, id, ids, requestedBy).finally(() => {
      this.running = null;
    });
    return { id };
  }

  async latestRun(): Promise<StatsRunRow> {
    const run = await this.repository.latestRun();
    if (!run) throw ItemStatsErrors.noRun();
    return run;
  }

  async statsOf(questionId: string): Promise<QuestionStatsRow> {
    const stats = await this.repository.statsOf(questionId);
    if (!stats) throw ItemStatsErrors.noStats(questionId);
    return stats;
  }

  /** A run in progress is finished (or stopped at its next batch) before the connections close. */
  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await this.running;
  }

  private async execute(lock: RunLock, runId: string, ids: string[], requestedBy: string | null): Promise<void> {
    let error: string | null = null;
    try {
      for (let start = 0; start < ids.length; start += ITEM_STATS_BATCH_SIZE) {
        if (this.stopping) throw new Error('Interrupted: the service is shutting down.');
        const batch = ids.slice(start, start + ITEM_STATS_BATCH_SIZE);
        await lock.manager.transaction(async (manager) => {
          const items = await this.repository.aggregateBatch(manager, batch);
          const stats = items.map((item): ComputedStats => {
            const s = itemStatistics(item.body, item);
            const reviewFlag = statisticsReviewFlag(s.flags);
            return { questionId: item.id, version: item.version, ...s, reviewFlag };
          });
          const changed = await this.repository.saveBatch(manager, runId, start + batch.length, stats);
          // Who asked for the run answers for its flags (none for the nightly run).
          for (const { questionId, before, after } of changed) {
            await this.audit.record(manager, {
              actorId: requestedBy,
              action: 'question.review-flag',
              entity: 'question',
              entityId: questionId,
              before: { reviewFlag: before },
              after: { reviewFlag: after },
            });
          }
          const flagged = stats.filter((s) => s.flags.length > 0).length;
          if (flagged > 0) this.logger.log(`${flagged} item${flagged === 1 ? '' : 's'} of this batch flagged for review by their statistics`);
        });
      }
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
      this.logger.error(`Item statistics run ${runId} failed: ${error}`);
    }
    try {
      await this.repository.finishRun(lock.manager, runId, error);
    } catch (caught) {
      this.logger.error(`Item statistics run ${runId} could not be closed: ${(caught as Error).message}`);
    } finally {
      await lock.release();
    }
  }
}
