import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AccessSummary } from '@medprep/shared';
import type { DataSource } from 'typeorm';
import { FeedCache } from '../../common/cache/feed-cache';
import { ChangeFeed } from '../../database/change-feed/change-feed';

interface SubscriptionRow {
  id: string;
  exam_id: string;
  slug: string;
  title: string;
  starts_at: Date;
  ends_at: Date;
}

interface TrialRow {
  id: string;
  exam_id: string;
  slug: string;
  title: string;
  sid: string | null;
  started_at: Date;
  session_started: boolean;
  session_start_date: Date | null;
  session_complete: boolean;
  session_complete_date: Date | null;
}

/**
 * What a user may practise, read from Postgres: their unexpired subscriptions, else their trial.
 * The status: subscription when any subscription is live, trial when only a trial
 * is held, none otherwise.
 */
@Injectable()
export class AccessService {
  private readonly summaries: FeedCache<string, AccessSummary>;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
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
    // One round trip for both: this runs on every dashboard read, auth.me and session start.
    const rows = await this.db.query<Array<(SubscriptionRow | TrialRow) & { kind: 'subscription' | 'trial' }>>(
      `SELECT 'subscription' AS kind, s.id, s.exam_id, e.slug, e.title, s.starts_at, s.ends_at,
              NULL::uuid AS sid, NULL::timestamptz AS started_at, NULL::boolean AS session_started, NULL::timestamptz AS session_start_date,
              NULL::boolean AS session_complete, NULL::timestamptz AS session_complete_date
         FROM subscriptions s JOIN exams e ON e.id = s.exam_id
        WHERE s.user_id = $1 AND s.ends_at > now()
       UNION ALL
       SELECT 'trial', t.id, t.exam_id, e.slug, e.title, NULL, NULL, t.sid, t.started_at, t.session_started, t.session_start_date,
              t.session_complete, t.session_complete_date
         FROM trials t JOIN exams e ON e.id = t.exam_id WHERE t.user_id = $1
        ORDER BY kind, ends_at DESC`,
      [userId],
    );
    const subscriptions = rows.filter((r) => r.kind === 'subscription') as SubscriptionRow[];
    const trials = rows.filter((r) => r.kind === 'trial') as TrialRow[];
    const trial = trials[0]
      ? {
          id: trials[0].id,
          exam: trials[0].exam_id,
          examSlug: trials[0].slug,
          examTitle: trials[0].title,
          sid: trials[0].sid,
          startDate: trials[0].started_at,
          sessionStarted: trials[0].session_started,
          sessionStartDate: trials[0].session_start_date,
          sessionComplete: trials[0].session_complete,
          sessionCompleteDate: trials[0].session_complete_date,
        }
      : null;
    return {
      access: subscriptions.length > 0 ? 'subscription' : trial ? 'trial' : 'none',
      subscriptions: subscriptions.map((s) => ({
        id: s.id,
        exam: s.exam_id,
        examSlug: s.slug,
        examTitle: s.title,
        startsAt: s.starts_at,
        endsAt: s.ends_at,
      })),
      trial,
    };
  }

  /** True while the user holds an unexpired subscription to the exam. */
  async ownsExam(userId: string, examId: string): Promise<boolean> {
    const now = Date.now();
    return (await this.summaryFor(userId)).subscriptions.some((s) => s.exam === examId && s.endsAt.getTime() > now);
  }

  /**
   * How the user may practise an exam: by a live subscription, by their trial of it, or not at all.
   */
  async practiceAccess(userId: string, examId: string): Promise<{ via: 'subscription' } | { via: 'trial'; trial: NonNullable<AccessSummary['trial']> } | { via: 'none'; trial: AccessSummary['trial'] }> {
    const summary = await this.currentSummaryFor(userId);
    if (summary.subscriptions.some((s) => s.exam === examId)) return { via: 'subscription' };
    if (summary.trial && summary.trial.exam === examId) return { via: 'trial', trial: summary.trial };
    return { via: 'none', trial: summary.trial };
  }

  /** True while the user holds any unexpired subscription. */
  async holdsAnySubscription(userId: string): Promise<boolean> {
    const rows = await this.db.query(`SELECT 1 FROM subscriptions WHERE user_id = $1 AND ends_at > now() LIMIT 1`, [userId]);
    return rows.length > 0;
  }
}
