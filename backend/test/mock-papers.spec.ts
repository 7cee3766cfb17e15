import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { itemOfRecord, type Item, type ItemType, type QuestionRecord } from '@medprep/shared';
import { DataSource } from 'typeorm';
import { REPO_ROOT } from '../src/config/paths';
import { dataSourceOptions } from '../src/database/data-source';
import { signUp, type SignedUpUser } from './helpers/accounts';
import { addFixtureItems, fixtureSba, grantSubscription } from './helpers/question-bank';
import { flushTestRedis } from './helpers/redis';
import { createTestApp, type TestApp } from './helpers/test-app';
import { mutate, query, resultData } from './helpers/trpc';

const MINUTE = 60_000;
/** The real MSRA times per item: Professional Dilemmas 95 min / 50, Clinical Problem Solving 75 min / 97. */
const PD_MS = (95 * MINUTE) / 50;
const CPS_MS = (75 * MINUTE) / 97;

interface Paper {
  title: string;
  questionIds: string[];
  timeLimitMs: number;
}
interface Session {
  id: string;
  questionIds: string[];
  timeLimitMs: number | null;
  papers: Paper[] | null;
}

const repeat = (n: number, make: (i: number) => Item): Item[] => Array.from({ length: n }, (_, i) => make(i));

/** The sample items of an exam as seeded (its file under seed-data/questions). */
function sampleItems(exam: string): Item[] {
  const file = JSON.parse(readFileSync(join(REPO_ROOT, 'backend', 'seed-data', 'questions', `${exam}.json`), 'utf8')) as { questions: QuestionRecord[] };
  return file.questions.map((record) => itemOfRecord({ ...record, exam }));
}

/** The first sample item of each type in an exam's file. */
const sampleOf = (exam: string, type: ItemType): Item => sampleItems(exam).find((item) => item.type === type)!;
const rankingItem = () => sampleOf('msra', 'ranking');
const chooseItem = () => sampleOf('msra', 'choose');
/** An EMQ set of 4 stems. */
const emqItem = () => sampleOf('msra', 'emq');
const mtfItem = () => sampleOf('frca-1', 'mtf');

describe('mock exams in the real papers', () => {
  let t: TestApp;
  let db: DataSource;
  let user: SignedUpUser;
  /** The seeded live questions hidden while a test bank stands in an exam, to be put back after. */
  const hidden: string[] = [];
  const added: string[] = [];

  beforeAll(async () => {
    await flushTestRedis();
    t = await createTestApp();
    db = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
    user = await signUp(t);
  });
  afterAll(async () => {
    // The seeded bank first: later suites count on it, whatever happens to the clean-up below.
    await db.query(`UPDATE questions SET status = 'live' WHERE id = ANY($1::uuid[])`, [hidden]);
    await db.query(`DELETE FROM quiz_sessions WHERE user_id = $1`, [user.id]);
    await db.query(`DELETE FROM questions WHERE id = ANY($1::uuid[])`, [added]);
    await db.destroy();
    await t.close();
  });

  /**
   * Makes `items` the whole live bank of a seeded exam (a mock follows the papers of the exam's
   * slug, so the bank must be that exam's); returns each question's type and stems by id.
   */
  async function bankOf(slug: string, items: Item[]) {
    const [exam] = await db.query(`SELECT id, slug FROM exams WHERE slug = $1`, [slug]);
    // TypeORM answers an UPDATE with [rows, count].
    const [rows]: [Array<{ id: string }>, number] = await db.query(`UPDATE questions SET status = 'draft' WHERE exam_id = $1 AND status = 'live' RETURNING id`, [exam.id]);
    hidden.push(...rows.map((r) => r.id));
    await db.query(`DELETE FROM questions WHERE id = ANY($1::uuid[]) AND exam_id = $2`, [added, exam.id]);
    const questions = await addFixtureItems(db, exam, items, 9001 + added.length);
    added.push(...questions.map((q) => q.id));
    await grantSubscription(db, user.id, exam.id);
    return new Map(questions.map((q) => [q.id, { type: q.item.type, units: q.item.type === 'emq' ? q.item.stems.length : 1 }]));
  }

  const startMock = async (exam: string) => (await t.http().post('/api/r/s/init').set('Cookie', user.cookie).send({ exam, mode: 'mock' }).expect(201)).body as Session;
  const typesIn = (bank: Map<string, { type: ItemType }>, ids: string[]) => {
    const counts: Partial<Record<ItemType, number>> = {};
    for (const id of ids) counts[bank.get(id)!.type] = (counts[bank.get(id)!.type] ?? 0) + 1;
    return counts;
  };
  const unitsIn = (bank: Map<string, { units: number }>, ids: string[]) => ids.reduce((sum, id) => sum + bank.get(id)!.units, 0);

  describe('the seeded MSRA bank', () => {
    it('should give both papers with the right types at the real time per item', async () => {
      const [msra] = await db.query(`SELECT id FROM exams WHERE slug = 'msra'`);
      await grantSubscription(db, user.id, msra.id);
      const rows: Array<{ id: string; type: ItemType; units: number }> = await db.query(
        `SELECT id, type, CASE WHEN type = 'emq' THEN jsonb_array_length(body -> 'stems') ELSE 1 END AS units FROM questions WHERE exam_id = $1 AND status = 'live'`,
        [msra.id],
      );
      const bank = new Map(rows.map((r) => [r.id, r]));
      const session = await startMock('msra');
      expect(session.papers!.map((p) => p.title)).toEqual(['Professional Dilemmas', 'Clinical Problem Solving']);
      const [dilemmas, problems] = session.papers!;
      const pd = typesIn(bank, dilemmas.questionIds);
      expect(Object.keys(pd).sort()).toEqual(['choose', 'ranking']);
      // Two ranking items to one choose-3, as far as the bank's ranking items allow.
      expect(pd.ranking! / pd.choose!).toBeGreaterThanOrEqual(1.5);
      expect(pd.ranking! / pd.choose!).toBeLessThanOrEqual(2.5);
      expect(Object.keys(typesIn(bank, problems.questionIds)).sort()).toEqual(['emq', 'sba']);
      expect(dilemmas.timeLimitMs).toBe(dilemmas.questionIds.length * PD_MS);
      expect(problems.timeLimitMs).toBe(Math.round(unitsIn(bank, problems.questionIds) * CPS_MS));
      expect(session.timeLimitMs).toBe(dilemmas.timeLimitMs + problems.timeLimitMs);
      expect(session.questionIds).toEqual([...dilemmas.questionIds, ...problems.questionIds]);
    });
  });

  describe('the MSRA', () => {
    let bank: Map<string, { type: ItemType; units: number }>;
    beforeAll(async () => {
      // 12 ranking, 6 choose-3, 3 EMQ sets of 4 stems (12 stems) and 40 SBA.
      bank = await bankOf('msra', [...repeat(12, rankingItem), ...repeat(6, chooseItem), ...repeat(3, emqItem), ...repeat(40, (i) => fixtureSba(i + 1))]);
    });

    it('should give two papers: Professional Dilemmas of ranking and choose-3, Clinical Problem Solving of EMQ and SBA, each scaled to the bank at its real time per item', async () => {
      const session = await startMock('msra');
      const [dilemmas, problems] = session.papers!;
      expect(session.papers!.map((p) => p.title)).toEqual(['Professional Dilemmas', 'Clinical Problem Solving']);
      // Ranking limits the first paper to 12/34 of its 34 ranking + 16 choose; the EMQ stems the second to 12/48 of its 48 + 49.
      expect(typesIn(bank, dilemmas.questionIds)).toEqual({ ranking: 12, choose: 5 });
      expect(typesIn(bank, problems.questionIds)).toEqual({ emq: 3, sba: 12 });
      expect(unitsIn(bank, problems.questionIds)).toBe(24);
      expect(dilemmas.timeLimitMs).toBe(17 * PD_MS);
      expect(problems.timeLimitMs).toBe(Math.round(24 * CPS_MS));
      expect(session.timeLimitMs).toBe(dilemmas.timeLimitMs + problems.timeLimitMs);
      expect(session.questionIds).toEqual([...dilemmas.questionIds, ...problems.questionIds]);
    });

    it("should tell the start form the bank's items by type, EMQ in stems, for the mock's plan", async () => {
      const counts = resultData<{ all: number; types: Record<string, number> }>((await query(t, 'sessions.available', { exam: 'msra' }, user.cookie).expect(200)).body);
      expect(counts.types).toEqual({ choose: 6, emq: 12, ranking: 12, sba: 40 });
      expect(counts.all).toBe(61);
    });

    it('should keep the papers with the session, through REST and tRPC alike', async () => {
      const started = resultData<Session>((await mutate(t, 'sessions.start', { exam: 'msra', mode: 'mock' }, user.cookie).expect(200)).body);
      expect(started.papers!.map((p) => p.title)).toEqual(['Professional Dilemmas', 'Clinical Problem Solving']);
      const viaTrpc = resultData<Session>((await query(t, 'sessions.get', { sessionId: started.id }, user.cookie).expect(200)).body);
      const viaRest = (await t.http().get(`/api/r/s/${started.id}`).set('Cookie', user.cookie).expect(200)).body as Session;
      expect(viaTrpc.papers).toEqual(started.papers);
      expect(viaRest.papers).toEqual(started.papers);
      expect(viaRest.timeLimitMs).toBe(started.timeLimitMs);
    });

    it('should draw the papers afresh each time', async () => {
      const [first, second] = [await startMock('msra'), await startMock('msra')];
      expect(first.papers![0].questionIds).not.toEqual(second.papers![0].questionIds);
    });

    it('should time a timed practice session at the real pace of each item: 114 s for dilemmas, 75 min / 97 for an SBA or an EMQ stem', async () => {
      const session = (await t.http().post('/api/r/s/init').set('Cookie', user.cookie).send({ exam: 'msra', mode: 'timed', count: 30 }).expect(201)).body as Session;
      expect(session.papers).toBeNull();
      const expected = session.questionIds.reduce((sum, id) => {
        const { type, units } = bank.get(id)!;
        return sum + (type === 'ranking' || type === 'choose' ? PD_MS : units * CPS_MS);
      }, 0);
      expect(session.timeLimitMs).toBe(Math.round(expected));
    });

    it("should cut a trial's mock to 20 questions at most, still in both papers", async () => {
      const trialist = await signUp(t);
      await db.query(`INSERT INTO trials (user_id, exam_id, instance) SELECT $1, id, 'test' FROM exams WHERE slug = 'msra'`, [trialist.id]);
      const session = (await t.http().post('/api/r/s/init').set('Cookie', trialist.cookie).send({ exam: 'msra', mode: 'mock' }).expect(201)).body as Session;
      expect(session.questionIds.length).toBeLessThanOrEqual(20);
      expect(session.papers!.map((p) => p.title)).toEqual(['Professional Dilemmas', 'Clinical Problem Solving']);
      expect(Object.keys(typesIn(bank, session.papers![0].questionIds)).sort()).toEqual(['choose', 'ranking']);
      await db.query(`DELETE FROM quiz_sessions WHERE user_id = $1`, [trialist.id]);
      await db.query(`DELETE FROM trials WHERE user_id = $1`, [trialist.id]);
    });
  });

  describe('a one-paper exam', () => {
    it('should give the Primary FRCA one paper of true/false and SBA items at 120 s each', async () => {
      const bank = await bankOf('frca-1', [...repeat(6, mtfItem), ...repeat(3, (i) => fixtureSba(i + 1))]);
      const session = await startMock('frca-1');
      expect(session.papers).toHaveLength(1);
      expect(session.papers![0]).toEqual({ title: 'MCQ', questionIds: session.questionIds, timeLimitMs: 9 * 120_000 });
      expect(typesIn(bank, session.questionIds)).toEqual({ mtf: 6, sba: 3 });
      expect(session.timeLimitMs).toBe(9 * 120_000);
    });

    it('should scale the paper down to the type the bank is shortest of, keeping 2 true/false to 1 SBA', async () => {
      // 2 SBA of the 30 the paper needs: the paper is cut to a fifteenth, 4 true/false of its 60.
      const bank = await bankOf('frca-1', [...repeat(12, mtfItem), ...repeat(2, (i) => fixtureSba(i + 1))]);
      const session = await startMock('frca-1');
      expect(typesIn(bank, session.questionIds)).toEqual({ mtf: 4, sba: 2 });
      expect(session.timeLimitMs).toBe(6 * 120_000);
    });

    it('should refuse a mock when the bank holds nothing the papers take, with a code', async () => {
      await bankOf('frca-1', repeat(3, rankingItem));
      const res = await t.http().post('/api/r/s/init').set('Cookie', user.cookie).send({ exam: 'frca-1', mode: 'mock' }).expect(400);
      expect(res.body).toMatchObject({ code: 'TOO_FEW_QUESTIONS' });
    });
  });
});
