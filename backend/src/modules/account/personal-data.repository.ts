import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

type Rows = Array<Record<string, unknown>>;

/**
 * Keeps the answers and orders of deleted accounts. Answers stay in the peer figures and orders in
 * the accounts, but neither may point at a person: both are moved to this row, which has no
 * personal data and cannot sign in (its password hash is not a hash).
 */
export const DELETED_ACCOUNTS_USER_ID = '00000000-0000-4000-8000-00000000dead';

/** Tables holding a user's notes, if the schema has any (found by name, so a later notes table is exported too). */
const NOTES_TABLES = `SELECT table_name FROM information_schema.columns
  WHERE table_schema = current_schema() AND column_name = 'user_id' AND table_name LIKE '%note%' ORDER BY table_name`;

/** Everything stored about one user, for their export; and the erasure of it. */
@Injectable()
export class PersonalDataRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Every row of the user's own data, by table; secrets (password and token hashes) are left out. */
  async exportOf(userId: string): Promise<Record<string, Rows>> {
    const q = (sql: string) => this.db.query(sql, [userId]) as Promise<Rows>;
    const [users, profiles, authSessions, subscriptions, trials, orders, sessions, attempts, flags, reports, contactMessages] = await Promise.all([
      q(`SELECT id, email, role, title, first_name, surname, unique_id, settings, state, exam_dates, created_at, updated_at FROM users WHERE id = $1`),
      q(`SELECT * FROM user_profiles WHERE user_id = $1`),
      q(`SELECT id, user_agent, ip, created_at, expires_at, revoked_at FROM auth_sessions WHERE user_id = $1 ORDER BY created_at`),
      q(`SELECT s.id, e.slug AS exam, s.starts_at, s.ends_at, s.source, s.created_at FROM subscriptions s JOIN exams e ON e.id = s.exam_id WHERE s.user_id = $1 ORDER BY s.starts_at`),
      q(`SELECT t.id, e.slug AS exam, t.started_at, t.session_started, t.session_complete, t.session_complete_date FROM trials t JOIN exams e ON e.id = t.exam_id WHERE t.user_id = $1`),
      q(`SELECT o.id, e.slug AS exam, o.checkout_type, o.period_months, o.currency, o.list_price_minor, o.discount_minor, o.amount_minor, o.status, o.provider,
                o.created_at, o.paid_at FROM orders o JOIN exams e ON e.id = o.exam_id WHERE o.user_id = $1 ORDER BY o.created_at`),
      q(`SELECT s.id, e.slug AS exam, s.mode, s.filter, s.topics, s.question_ids, s.time_limit_ms, s.is_trial, s.started_at, s.ended_at
           FROM quiz_sessions s JOIN exams e ON e.id = s.exam_id WHERE s.user_id = $1 ORDER BY s.started_at`),
      q(`SELECT session_id, question_id, response, score, max_score, correct, time_ms, created_at FROM attempts WHERE user_id = $1 ORDER BY created_at`),
      q(`SELECT question_id, created_at FROM question_flags WHERE user_id = $1 ORDER BY created_at`),
      q(`SELECT id, question_id, message, status, created_at FROM question_reports WHERE user_id = $1 ORDER BY created_at`),
      q(`SELECT * FROM contact_messages WHERE user_id = $1`),
    ]);
    const notes: Rows = [];
    for (const table of await this.notesTables(this.db.manager)) notes.push(...((await this.db.query(`SELECT * FROM "${table}" WHERE user_id = $1`, [userId])) as Rows));
    return { users, profiles, authSessions, subscriptions, trials, orders, sessions, attempts, flags, reports, contactMessages, notes };
  }

  /**
   * Erases the user: their answers, sessions and orders move to the deleted-accounts row (kept for
   * the peer figures and the accounts), running sessions end, and deleting the user row takes the
   * rest with it (profile, sign-in sessions, reset links, trials, subscriptions, standing, flags,
   * reports, notes). The e-mail is free again at once. False when there was no such user.
   */
  async erase(userId: string, manager: EntityManager): Promise<boolean> {
    const locked: unknown[] = await manager.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [userId]);
    if (locked.length === 0) return false;
    await manager.query(
      `INSERT INTO users (id, email, password_hash, role, first_name, surname, unique_id, instance)
       VALUES ($1, 'deleted-accounts@medprep.invalid', '!', 'user', 'Deleted', 'account', 'MPDELETEDACCOUNTS', 'medprep')
       ON CONFLICT (id) DO NOTHING`,
      [DELETED_ACCOUNTS_USER_ID],
    );
    await manager.query(`UPDATE quiz_sessions SET user_id = $2, ended_at = coalesce(ended_at, now()) WHERE user_id = $1`, [userId, DELETED_ACCOUNTS_USER_ID]);
    for (const table of ['attempts', 'orders', 'coupon_redemptions']) {
      await manager.query(`UPDATE ${table} SET user_id = $2 WHERE user_id = $1`, [userId, DELETED_ACCOUNTS_USER_ID]);
    }
    // A message sent to the team carries the sender's name and address as typed.
    await manager.query(`DELETE FROM contact_messages WHERE user_id = $1`, [userId]);
    // Notes are the user's own words, whatever their table's foreign key says.
    for (const table of await this.notesTables(manager)) await manager.query(`DELETE FROM "${table}" WHERE user_id = $1`, [userId]);
    await manager.query(`DELETE FROM users WHERE id = $1`, [userId]);
    return true;
  }

  private async notesTables(manager: EntityManager): Promise<string[]> {
    const rows: Array<{ table_name: string }> = await manager.query(NOTES_TABLES);
    return rows.map((row) => row.table_name.replace(/"/g, ''));
  }
}
