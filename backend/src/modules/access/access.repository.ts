import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AccessSummary } from '@medprep/shared';
import type { DataSource } from 'typeorm';

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

/** What a user holds: their unexpired subscriptions, latest ending first, and their trial. */
type AccessGrants = Pick<AccessSummary, 'subscriptions' | 'trial'>;

/** Reads of what gives a user access: subscriptions and the trial. */
@Injectable()
export class AccessRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async grantsOf(userId: string): Promise<AccessGrants> {
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
    return {
      subscriptions: subscriptions.map((s) => ({
        id: s.id,
        exam: s.exam_id,
        examSlug: s.slug,
        examTitle: s.title,
        startsAt: s.starts_at,
        endsAt: s.ends_at,
      })),
      trial: trials[0]
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
        : null,
    };
  }

  /** True while the user holds any unexpired subscription. */
  async holdsAnySubscription(userId: string): Promise<boolean> {
    const rows = await this.db.query(`SELECT 1 FROM subscriptions WHERE user_id = $1 AND ends_at > now() LIMIT 1`, [userId]);
    return rows.length > 0;
  }
}
