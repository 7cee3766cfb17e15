import type { Item, ItemType } from '@medprep/shared';
import { chooseItem, emqItem, mtfItem, numericItem, rankingItem, sbaItem } from '@medprep/shared/testing';
import { Client } from 'pg';
import pino from 'pino';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source';
import { MIGRATIONS } from '../src/database/migrations';
import { prepareDatabase } from '../src/database/prepare-database';
import { CARD_COLUMNS } from '../src/modules/learning/fsrs-card.columns';
import type { SignedUpUser } from './helpers/accounts';
import { createTypedFixtureExam, signUpSubscriber, type FixtureExam } from './helpers/question-bank';
import { flushTestRedis } from './helpers/redis';
import { createTestApp, type TestApp } from './helpers/test-app';
import { mutate, query, resultData } from './helpers/trpc';

/** A database of this spec's own: it reverts and reapplies migrations, which no other spec may see. */
const DATABASE_URL = (() => {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${url.pathname.slice(1)}_replay_migration`;
  return url.toString();
})();
const DATABASE = new URL(DATABASE_URL).pathname.slice(1);

/** The first migration with FSRS cards: reverted to just before it, it is the one that replays. */
const FSRS = MIGRATIONS.findIndex((m) => m.name === 'FsrsCards1764000000050');

type Grade = 'right' | 'partly' | 'wrong';
type Response = Record<string, unknown>;

/** Items of every type, with a response of each grade (an sba or numeric item has no partly right one). */
const ITEMS: Array<{ name: string; item: Item; responses: Record<Grade, Response> }> = [
  { name: 'sba-B', item: sbaItem(5, 'B'), responses: { right: { choice: 'B' }, partly: { choice: 'D' }, wrong: { choice: 'D' } } },
  { name: 'sba-A', item: sbaItem(4, 'A'), responses: { right: { choice: 'A' }, partly: { choice: 'C' }, wrong: { choice: 'C' } } },
  { name: 'mtf', item: mtfItem([true, false, true, true]), responses: { right: { marks: [true, false, true, true] }, partly: { marks: [true, false, true, false] }, wrong: { marks: [false, true, false, false] } } },
  { name: 'emq', item: emqItem(['C', 'H', 'C'], 8), responses: { right: { answers: ['C', 'H', 'C'] }, partly: { answers: ['C', 'H', 'A'] }, wrong: { answers: ['A', 'B', 'D'] } } },
  // No order of five earns nothing: the reverse order still earns 8 of 20.
  { name: 'ranking', item: rankingItem(['C', 'A', 'E', 'B', 'D']), responses: { right: { order: ['C', 'A', 'E', 'B', 'D'] }, partly: { order: ['A', 'C', 'E', 'B', 'D'] }, wrong: { order: ['D', 'B', 'E', 'A', 'C'] } } },
  { name: 'choose', item: chooseItem(['A', 'D', 'F']), responses: { right: { choices: ['A', 'D', 'F'] }, partly: { choices: ['A', 'D', 'B'] }, wrong: { choices: ['B', 'C', 'E'] } } },
  { name: 'numeric', item: numericItem(12.5, 0.5), responses: { right: { value: 12.7 }, partly: { value: 13.1 }, wrong: { value: 13.1 } } },
];
type ItemName = (typeof ITEMS)[number]['name'];

/**
 * One study session: how many days after the one before it, its mode, the answers given (in order),
 * and for a timed paper the answers changed before it ends. Answers are given as before FSRS: none
 * says "I guessed" (the flag came with migration 050, and its `down` drops it).
 */
interface Sitting {
  daysLater: number;
  mode: 'tutor' | 'timed';
  answers: Array<[ItemName, Grade]>;
  changes?: Array<[ItemName, Grade]>;
}

/** Three learners' histories over some weeks: misses, relearning, partly right answers, long gaps. */
const HISTORIES: Sitting[][] = [
  [
    { daysLater: 0, mode: 'tutor', answers: [['sba-B', 'wrong'], ['mtf', 'partly'], ['emq', 'right'], ['ranking', 'partly'], ['choose', 'wrong'], ['numeric', 'right']] },
    { daysLater: 1, mode: 'tutor', answers: [['sba-B', 'right'], ['choose', 'partly']] },
    { daysLater: 3, mode: 'timed', answers: [['sba-B', 'right'], ['sba-A', 'wrong'], ['mtf', 'right'], ['emq', 'wrong'], ['ranking', 'right'], ['choose', 'right'], ['numeric', 'right']], changes: [['sba-A', 'right'], ['numeric', 'wrong']] },
    { daysLater: 6, mode: 'tutor', answers: [['emq', 'right'], ['numeric', 'right'], ['sba-B', 'right'], ['mtf', 'wrong']] },
    { daysLater: 12, mode: 'tutor', answers: [['mtf', 'right'], ['ranking', 'right'], ['sba-B', 'right'], ['choose', 'right']] },
  ],
  [
    { daysLater: 0, mode: 'timed', answers: [['sba-B', 'right'], ['sba-A', 'right'], ['mtf', 'partly'], ['emq', 'partly'], ['ranking', 'wrong'], ['choose', 'partly'], ['numeric', 'wrong']], changes: [['ranking', 'partly']] },
    { daysLater: 2, mode: 'tutor', answers: [['numeric', 'wrong'], ['ranking', 'right'], ['emq', 'right']] },
    { daysLater: 2, mode: 'tutor', answers: [['numeric', 'right'], ['mtf', 'right'], ['sba-A', 'wrong']] },
    { daysLater: 9, mode: 'timed', answers: [['sba-B', 'right'], ['sba-A', 'right'], ['mtf', 'right'], ['emq', 'right'], ['ranking', 'partly'], ['choose', 'right'], ['numeric', 'right']] },
  ],
  [
    { daysLater: 0, mode: 'tutor', answers: [['choose', 'right'], ['ranking', 'right'], ['sba-A', 'right']] },
    { daysLater: 4, mode: 'tutor', answers: [['choose', 'wrong'], ['ranking', 'partly'], ['sba-A', 'right'], ['emq', 'wrong']] },
    { daysLater: 1, mode: 'tutor', answers: [['choose', 'right'], ['emq', 'partly']] },
    { daysLater: 20, mode: 'timed', answers: [['choose', 'right'], ['ranking', 'right'], ['sba-A', 'wrong'], ['emq', 'right'], ['mtf', 'right']], changes: [['emq', 'partly'], ['mtf', 'wrong']] },
  ],
];
/** The third learner's exam is this many days after the last sitting: the target retention rises as it nears. */
const EXAM_DAYS_AFTER = 25;

/** A card as compared: floats to 12 significant digits (float8 round trips), times as instants. */
function comparable(row: Record<string, unknown>) {
  const out: Record<string, unknown> = { user_id: row.user_id, question_id: row.question_id };
  for (const c of CARD_COLUMNS) {
    const v = row[c];
    out[c] = v instanceof Date ? v.toISOString() : typeof v === 'number' && !Number.isInteger(v) ? Number(v.toPrecision(12)) : v;
  }
  return out;
}

/**
 * Reverts the last migration applied, in a transaction unless it declares `transaction = false` (its
 * DROP INDEX CONCURRENTLY cannot run in one): TypeORM's undoLastMigration ignores that flag, which
 * runMigrations honours (typeorm/typeorm#9981).
 */
async function undo(db: DataSource) {
  const [{ name }] = await db.query(`SELECT name FROM migrations ORDER BY id DESC LIMIT 1`);
  const migration = db.migrations.find((m) => m.name === name)!;
  await db.undoLastMigration({ transaction: migration.transaction === false ? 'none' : 'all' });
}

async function withAdmin<T>(run: (admin: Client) => Promise<T>): Promise<T> {
  const url = new URL(DATABASE_URL);
  url.pathname = '/postgres';
  const admin = new Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

describe('migration 050 (FSRS cards) over a history from before FSRS', () => {
  let db: DataSource;
  let t: TestApp | null = null;
  let exam: FixtureExam;

  beforeAll(async () => {
    await flushTestRedis();
    await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`));
    // Created, migrated from zero and seeded as the app does on start (and global-setup for the suite).
    await prepareDatabase(DATABASE_URL, pino({ level: 'silent' }), { seed: true });
    db = await new DataSource(dataSourceOptions(DATABASE_URL)).initialize();
    expect(await db.query(`SELECT name FROM migrations ORDER BY id`)).toEqual(MIGRATIONS.map((m) => ({ name: m.name })));
  });
  afterAll(async () => {
    await t?.close();
    await db?.destroy();
    await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`));
  });

  const idOf = (name: ItemName) => exam.questions[ITEMS.findIndex((i) => i.name === name)].id;
  const cards = async (): Promise<Array<Record<string, unknown>>> =>
    (await db.query(`SELECT user_id, question_id, ${CARD_COLUMNS.join(', ')} FROM user_question_states WHERE exam_id = $1 ORDER BY user_id, question_id`, [exam.id])).map(
      comparable,
    );
  const dueQueue = async (app: TestApp, who: SignedUpUser) => resultData((await query(app, 'learning.dueQueue', { exam: exam.slug }, who.cookie).expect(200)).body);

  /**
   * Time passes for one learner: everything recorded of their studies moves `days` back, their exam
   * date with it, so the next answers come `days` after the last ones (in whole days, as exam dates count).
   */
  async function daysPass(who: SignedUpUser, days: number) {
    if (days === 0) return;
    const back = `make_interval(days => ${days})`;
    await db.query(`UPDATE attempts SET created_at = created_at - ${back} WHERE user_id = $1`, [who.id]);
    await db.query(`UPDATE attempt_changes c SET changed_at = c.changed_at - ${back} FROM quiz_sessions s WHERE s.id = c.session_id AND s.user_id = $1`, [who.id]);
    await db.query(`UPDATE quiz_sessions SET started_at = started_at - ${back}, ended_at = ended_at - ${back} WHERE user_id = $1`, [who.id]);
    await db.query(`UPDATE user_question_states SET last_answered_at = last_answered_at - ${back}, due = due - ${back}, last_review = last_review - ${back} WHERE user_id = $1`, [who.id]);
    await db.query(
      `UPDATE users SET exam_dates = (SELECT coalesce(jsonb_agg(jsonb_set(d, '{date}', to_jsonb(to_char((d ->> 'date')::date - $2::int, 'YYYY-MM-DD')))), '[]') FROM jsonb_array_elements(exam_dates) d)
        WHERE id = $1`,
      [who.id, days],
    );
  }

  /** One sitting through the API, REST and tRPC in turn; a timed paper is ended, so its answers count. */
  async function sit(app: TestApp, who: SignedUpUser, sitting: Sitting) {
    const session = (await app.http().post('/api/r/s/init').set('Cookie', who.cookie).send({ exam: exam.slug, mode: sitting.mode, count: ITEMS.length }).expect(201)).body;
    const given = [...sitting.answers, ...(sitting.changes ?? [])];
    for (const [k, [name, grade]] of given.entries()) {
      const body = { sessionId: session.id, questionId: idOf(name), timeMs: 3000, response: ITEMS.find((i) => i.name === name)!.responses[grade] };
      if (k % 2 === 0) await app.http().post('/api/r/s/qa').set('Cookie', who.cookie).send(body).expect(200);
      else await mutate(app, 'sessions.answer', body, who.cookie).expect(200);
    }
    if (sitting.mode === 'timed') await app.http().post('/api/r/s/end').set('Cookie', who.cookie).send({ sessionId: session.id }).expect(200);
  }

  it('should rebuild, when it replays the answers, the cards the answer path built for each learner and item', async () => {
    t = await createTestApp({ DATABASE_URL });
    exam = await createTypedFixtureExam(db, ITEMS.map((i) => i.item));
    expect(exam.questions.map((q) => q.item.type)).toEqual<ItemType[]>(['sba', 'sba', 'mtf', 'emq', 'ranking', 'choose', 'numeric']);
    const learners: SignedUpUser[] = [];
    for (const [n, history] of HISTORIES.entries()) {
      const who = await signUpSubscriber(t, db, exam.id);
      learners.push(who);
      if (n === 2) {
        const span = history.reduce((days, s) => days + s.daysLater, 0);
        const date = new Date(Date.now() + (span + EXAM_DAYS_AFTER) * 86_400_000).toISOString().slice(0, 10);
        await db.query(`UPDATE users SET exam_dates = $2::jsonb WHERE id = $1`, [who.id, JSON.stringify([{ examSlug: exam.slug, date }])]);
      }
      // Each sitting happens now: what went before it moves back by the days between.
      for (const [k, sitting] of history.entries()) {
        await sit(t, who, sitting);
        await daysPass(who, history[k + 1]?.daysLater ?? 0);
      }
    }
    const live = await cards();
    const answered = HISTORIES.map((history) => new Set(history.flatMap((s) => s.answers.map(([name]) => name))).size);
    expect(live).toHaveLength(answered.reduce((a, b) => a + b));
    // A history worth replaying: several reviews of a card, lapses, cards scheduled far apart.
    expect(Math.max(...live.map((c) => c.reps as number))).toBeGreaterThanOrEqual(4);
    expect(live.filter((c) => (c.lapses as number) > 0).length).toBeGreaterThanOrEqual(3);
    expect(new Set(live.map((c) => c.scheduled_days)).size).toBeGreaterThanOrEqual(5);
    const queues = [];
    for (const who of learners) queues.push(await dueQueue(t, who));
    await t.close();
    t = null;

    // Back to before FSRS: each later migration's `down`, then 050's.
    for (let k = MIGRATIONS.length - 1; k >= FSRS; k--) await undo(db);
    const [{ name: last }] = await db.query(`SELECT name FROM migrations ORDER BY id DESC LIMIT 1`);
    expect(last).toBe(MIGRATIONS[FSRS - 1].name);
    const columns = await db.query(
      `SELECT table_name || '.' || column_name AS c FROM information_schema.columns
        WHERE (table_name = 'user_question_states' AND column_name = ANY($1)) OR (table_name = 'attempts' AND column_name = 'guessed')`,
      [[...CARD_COLUMNS, 'review_due_at']],
    );
    expect(columns.map((r: { c: string }) => r.c)).toEqual(['user_question_states.review_due_at']);

    // Forward again: 050 replays the history into cards.
    const applied = await db.runMigrations({ transaction: 'each' });
    expect(applied.map((m) => m.name)).toEqual(MIGRATIONS.slice(FSRS).map((m) => m.name));
    expect(await cards()).toEqual(live);

    // And the learners see the same review queues.
    t = await createTestApp({ DATABASE_URL });
    for (const [n, who] of learners.entries()) expect(await dueQueue(t, who)).toEqual(queues[n]);
  });
});
