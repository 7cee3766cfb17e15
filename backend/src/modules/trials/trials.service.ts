import { Inject, Injectable } from '@nestjs/common';
import type { AccessSummary } from '@medprep/shared';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { ChangeFeed } from '../../database/change-feed/change-feed';
import { AccessService } from '../access/access.service';
import { LiveEvents } from '../live/live-events.service';
import { TrialErrors } from './trials.errors';
import { TrialsRepository } from './trials.repository';

export type TrialRecord = NonNullable<AccessSummary['trial']>;

@Injectable()
export class TrialsService {
  constructor(
    private readonly access: AccessService,
    private readonly trials: TrialsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly changes: ChangeFeed,
    private readonly live: LiveEvents,
  ) {}

  /** Only a signed-in user who never had a trial and holds no subscription may claim one. */
  async canCreateTrial(userId: string | null): Promise<boolean> {
    if (!userId) return false;
    const summary = await this.access.summaryFor(userId);
    return summary.trial === null && summary.subscriptions.length === 0;
  }

  /**
   * Claims the user's one trial. The unique constraint on trials.user_id decides between
   * simultaneous claims: exactly one row is inserted, the others are told the trial is used.
   */
  async createTrial(callerId: string, userId: string, examSlug: string): Promise<TrialRecord> {
    if (callerId !== userId) throw TrialErrors.notYou();
    const instance = this.config.instanceCode;
    if (!instance) throw TrialErrors.noInstanceCode();
    const examId = await this.trials.findActiveExamId(examSlug);
    if (!examId) throw TrialErrors.examNotFound(examSlug);
    if (await this.access.holdsAnySubscription(userId)) throw TrialErrors.notWithSubscription();
    if (!(await this.trials.claim(userId, examId, instance))) throw TrialErrors.alreadyUsed();
    this.changes.changed(userId);
    this.live.accessChanged(userId);
    const { trial } = await this.access.currentSummaryFor(userId);
    return trial!;
  }
}
