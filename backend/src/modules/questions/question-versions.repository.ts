import { canMoveItem, type Item, type ItemStatus, type ItemType, nextReviewDue } from '@medprep/shared';
import type { EntityManager } from 'typeorm';

// The versioning of questions, as functions over the EntityManager they are given (the admin, the
// import and the seed share them), so a caller's transaction spans a version and its events.
// Versions are immutable: content is only ever added as a new version. The questions row mirrors
// the version sessions receive: the live one, else the newest.

/** The content a version holds. */
export interface VersionContent {
  type: ItemType;
  topic: string;
  stem: string;
  body: Item;
}

export interface NewVersionOptions {
  actorId: string | null;
  changeNote?: string | null;
  isCorrection?: boolean;
}

export interface MoveOptions {
  actorId: string | null;
  note?: string | null;
  /** Approving: when the reviewer checked it (now when left out). */
  reviewedAt?: string | Date | null;
}

/** A move the lifecycle does not allow (see canMoveItem). */
export class IllegalTransitionError extends Error {
  constructor(
    readonly version: number,
    readonly from: ItemStatus,
    readonly to: ItemStatus,
  ) {
    super(`version ${version} is ${from} and cannot move to ${to}`);
    this.name = 'IllegalTransitionError';
  }
}

/** The question or the version does not exist. */
export class VersionNotFoundError extends Error {
  constructor(
    readonly questionId: string,
    readonly version?: number,
  ) {
    super(version === undefined ? `no question ${questionId}` : `question ${questionId} has no version ${version}`);
    this.name = 'VersionNotFoundError';
  }
}

/** Locks the question's row for the rest of the transaction, so that two editors' moves queue. */
export async function lockQuestion(manager: EntityManager, questionId: string): Promise<void> {
  const rows = await manager.query(`SELECT id FROM questions WHERE id = $1 FOR UPDATE`, [questionId]);
  if (rows.length === 0) throw new VersionNotFoundError(questionId);
}

export async function recordStatusEvent(
  manager: EntityManager,
  questionId: string,
  version: number,
  from: ItemStatus | null,
  to: ItemStatus,
  actorId: string | null,
  note: string | null = null,
): Promise<void> {
  await manager.query(
    `INSERT INTO question_status_events (question_id, version, from_status, to_status, actor_id, note) VALUES ($1, $2, $3, $4, $5, $6)`,
    [questionId, version, from, to, actorId, note],
  );
}

/** Adds the question's next version as a draft beside the ones it has; returns its number. */
export async function addDraftVersion(manager: EntityManager, questionId: string, content: VersionContent, options: NewVersionOptions): Promise<number> {
  await lockQuestion(manager, questionId);
  const [{ version }]: Array<{ version: number }> = await manager.query(
    `INSERT INTO question_versions (question_id, version, status, type, topic, stem, body, change_note, is_correction, created_by)
     SELECT $1, coalesce(max(version), 0) + 1, 'draft', $2, $3, $4, $5, $6, $7, $8 FROM question_versions WHERE question_id = $1
     RETURNING version`,
    [questionId, content.type, content.topic, content.stem, JSON.stringify(content.body), options.changeNote ?? null, options.isCorrection ?? false, options.actorId],
  );
  await manager.query(`UPDATE questions SET latest_version = $2 WHERE id = $1`, [questionId, version]);
  await recordStatusEvent(manager, questionId, version, null, 'draft', options.actorId);
  await mirrorServedVersion(manager, questionId);
  return version;
}

/**
 * Moves one version to `to` if the lifecycle allows it. Approving records who reviewed it and when;
 * publishing retires the version that was live and serves this one (its review date, the next one
 * due, the review flag cleared). Every move is a status event.
 */
export async function moveVersion(manager: EntityManager, questionId: string, version: number, to: ItemStatus, options: MoveOptions): Promise<void> {
  await lockQuestion(manager, questionId);
  const rows: Array<{ status: ItemStatus }> = await manager.query(`SELECT status FROM question_versions WHERE question_id = $1 AND version = $2`, [
    questionId,
    version,
  ]);
  if (rows.length === 0) throw new VersionNotFoundError(questionId, version);
  const from = rows[0].status;
  if (!canMoveItem(from, to)) throw new IllegalTransitionError(version, from, to);
  if (to === 'live') {
    const retired: Array<{ version: number }> = await manager.query(`SELECT version FROM question_versions WHERE question_id = $1 AND status = 'live'`, [
      questionId,
    ]);
    await manager.query(`UPDATE question_versions SET status = 'retired' WHERE question_id = $1 AND status = 'live'`, [questionId]);
    for (const r of retired) await recordStatusEvent(manager, questionId, r.version, 'live', 'retired', options.actorId, `replaced by version ${version}`);
  }
  await manager.query(
    `UPDATE question_versions
        SET status = $3,
            reviewed_at = CASE WHEN $3 = 'approved' THEN coalesce($4::timestamptz, now()) ELSE reviewed_at END,
            reviewed_by = CASE WHEN $3 = 'approved' THEN $5::uuid ELSE reviewed_by END,
            published_at = CASE WHEN $3 = 'live' THEN now() ELSE published_at END
      WHERE question_id = $1 AND version = $2`,
    [questionId, version, to, options.reviewedAt ?? null, options.actorId],
  );
  await recordStatusEvent(manager, questionId, version, from, to, options.actorId, options.note ?? null);
  await mirrorServedVersion(manager, questionId, to === 'live');
}

/** The path from a status to live, for a version published at once (a seed, an import, an admin's status: live). */
const PATH_TO_LIVE: Readonly<Record<ItemStatus, readonly ItemStatus[]>> = {
  draft: ['in_review', 'approved', 'live'],
  in_review: ['approved', 'live'],
  approved: ['live'],
  live: [],
  retired: [],
};

/** Publishes a version at once, through each step of the lifecycle (each an event), as reviewed at `reviewedAt`. */
export async function publishVersion(manager: EntityManager, questionId: string, version: number, options: MoveOptions): Promise<void> {
  await lockQuestion(manager, questionId);
  const [row]: Array<{ status: ItemStatus } | undefined> = await manager.query(`SELECT status FROM question_versions WHERE question_id = $1 AND version = $2`, [
    questionId,
    version,
  ]);
  if (!row) throw new VersionNotFoundError(questionId, version);
  if (row.status === 'retired') throw new IllegalTransitionError(version, 'retired', 'live');
  for (const step of PATH_TO_LIVE[row.status]) await moveVersion(manager, questionId, version, step, options);
}

/** The version the questions row serves: the live one, else the newest. */
export async function servedVersion(manager: EntityManager, questionId: string): Promise<{ version: number; status: ItemStatus } | null> {
  const [row] = await manager.query(
    `SELECT version, status FROM question_versions WHERE question_id = $1 ORDER BY (status = 'live') DESC, version DESC LIMIT 1`,
    [questionId],
  );
  return row ?? null;
}

/** Copies the served version into the questions row (what sessions, lists and filters read). */
async function mirrorServedVersion(manager: EntityManager, questionId: string, clearReviewFlag = false): Promise<void> {
  const [v]: Array<{ version: number; reviewedAt: Date | null } | undefined> = await manager.query(
    `SELECT version, reviewed_at AS "reviewedAt" FROM question_versions
      WHERE question_id = $1 ORDER BY (status = 'live') DESC, version DESC LIMIT 1`,
    [questionId],
  );
  if (!v) return;
  await manager.query(
    `UPDATE questions q
        SET type = v.type, topic = v.topic, stem = v.stem, body = v.body, status = v.status, version = v.version,
            latest_version = GREATEST(q.latest_version, v.version), reviewed_at = v.reviewed_at, next_review_due = $3::date,
            review_flag = CASE WHEN $4 THEN NULL ELSE q.review_flag END, updated_at = now()
       FROM question_versions v
      WHERE q.id = $1 AND v.question_id = $1 AND v.version = $2`,
    [questionId, v.version, v.reviewedAt ? nextReviewDue(v.reviewedAt) : null, clearReviewFlag],
  );
}
