import { Injectable } from '@nestjs/common';
import { type AccessSummary, type ExamAccess, examAccess } from '@medprep/shared';
import { FeedCache } from '../../common/cache/feed-cache';
import { ChangeFeed } from '../../database/change-feed/change-feed';
import { AccessRepository } from './access.repository';

/**
 * What a user may practise, read from Postgres: their unexpired subscriptions, else their trial.
 * The status: subscription when any subscription is live, trial when only a trial
 * is held, none otherwise.
 */
@Injectable()
export class AccessService {
  private readonly summaries: FeedCache<string, AccessSummary>;

  constructor(
    private readonly grants: AccessRepository,
    changes: ChangeFeed,
  ) {
    this.summaries = new FeedCache(changes.accounts, {
      ttlMs: 60_000,
      maxEntries: 50_000,
      // Kept no later than the first subscription in it lapses.
      validUntil: (summary) => Math.min(...summary.subscriptions.map((s) => s.endsAt.getTime())),
    });
  }

  /** The summary as read on every signed-in request (auth.me, the dashboard, answers): cached, see FeedCache. */
  summaryFor(userId: string): Promise<AccessSummary> {
    return this.summaries.get(userId, userId, () => this.readSummary(userId));
  }

  /**
   * Straight from Postgres, for decisions that write (claiming a trial, starting a session); the
   * cache keeps what was read, so the cached reads that follow (answers) agree with the decision.
   */
  currentSummaryFor(userId: string): Promise<AccessSummary> {
    return this.summaries.fresh(userId, userId, () => this.readSummary(userId));
  }

  private async readSummary(userId: string): Promise<AccessSummary> {
    const { subscriptions, trial } = await this.grants.grantsOf(userId);
    return { access: subscriptions.length > 0 ? 'subscription' : trial ? 'trial' : 'none', subscriptions, trial };
  }

  /** True while the user holds an unexpired subscription to the exam. */
  async ownsExam(userId: string, examId: string): Promise<boolean> {
    return examAccess(await this.summaryFor(userId), examId, new Date()).via === 'subscription';
  }

  /** How the user may practise an exam (see examAccess), decided on a fresh read. */
  async practiceAccess(userId: string, examId: string): Promise<ExamAccess<NonNullable<AccessSummary['trial']>>> {
    return examAccess(await this.currentSummaryFor(userId), examId, new Date());
  }

  /** True while the user holds any unexpired subscription. */
  holdsAnySubscription(userId: string): Promise<boolean> {
    return this.grants.holdsAnySubscription(userId);
  }
}
