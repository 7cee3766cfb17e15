import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source';
import { nearDuplicatePairs, similarStems } from '../src/modules/questions/near-duplicates.repository';
import { signUp, type SignedUpUser } from './helpers/accounts';
import { flushTestRedis } from './helpers/redis';
import { createTestApp, type TestApp } from './helpers/test-app';

const RUN = randomUUID().slice(0, 8);
const EXAM = `nd-test-${RUN}`;
const key = (label: string) => `nd-${RUN}-${label}`;

/** A seeded item (mrcs-a-008: Barrett's oesophagus) and a stem with nothing in common with the bank. */
const SEEDED_KEY = 'mrcs-a-008';
const UNRELATED_STEM =
  'A lighthouse keeper records the tide tables each evening and repaints the iron railings every spring; which colour of paint lasts longest against salt spray?';

/** The seeded stem with a few words changed, as a careless copy-edit would leave it. */
const nearCopyOf = (stem: string) => stem.replace('55-year-old man', '58-year-old woman').replace('4 cm', '5 cm').replace('no dysplasia', 'no dysplasia seen');

function record(label: string, stem: string) {
  return {
    key: key(label),
    topic: 'Pathology',
    type: 'sba',
    stem,
    options: [
      { key: 'A', text: 'Metaplasia', explanation: 'One adult cell type replaced by another.' },
      { key: 'B', text: 'Dysplasia', explanation: 'Disordered growth.' },
      { key: 'C', text: 'Hyperplasia', explanation: 'More cells.' },
    ],
    answer: 'A',
    explanation: 'Columnar epithelium with goblet cells replacing squamous epithelium is intestinal metaplasia.',
    references: [{ title: 'Barrett’s oesophagus and stage 1 oesophageal adenocarcinoma: monitoring and management', publisher: 'NICE', code: 'NG231', year: 2023 }],
    status: 'draft',
  };
}

describe('near-duplicate stems', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: SignedUpUser;
  let seeded: { id: string; stem: string };

  const findSimilar = (body: object) => t.http().post('/api/admin/questions/near-duplicates').set('Cookie', admin.cookie).send(body);
  const importFile = (questions: object[]) =>
    t
      .http()
      .post('/api/admin/questions/import')
      .set('Cookie', admin.cookie)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ exam: EXAM, questions }, null, 2));

  beforeAll(async () => {
    await flushTestRedis();
    t = await createTestApp();
    db = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
    admin = await signUp(t);
    await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.id]);
    await db.query(`INSERT INTO exams (slug, title, description, category_id) SELECT $1, 'Near-duplicates test', '', id FROM exam_categories ORDER BY slug LIMIT 1`, [EXAM]);
    [seeded] = await db.query(`SELECT id, stem FROM questions WHERE key = $1`, [SEEDED_KEY]);
  });

  afterAll(async () => {
    await db.query(`DELETE FROM questions WHERE key LIKE $1`, [`nd-${RUN}-%`]);
    await db.query(`DELETE FROM exams WHERE slug = $1`, [EXAM]);
    await db.destroy();
    await t.close();
  });

  describe('POST /api/admin/questions/near-duplicates', () => {
    it('lists the seeded item for a near-copy of its stem, most similar first', async () => {
      const res = await findSimilar({ stem: nearCopyOf(seeded.stem) }).expect(200);
      expect(res.body[0]).toMatchObject({ id: seeded.id, key: SEEDED_KEY, exam: 'mrcs-a', stem: seeded.stem });
      expect(res.body[0].similarity).toBeGreaterThanOrEqual(0.6);
      const similarities = (res.body as Array<{ similarity: number }>).map((r) => r.similarity);
      expect(similarities).toEqual([...similarities].sort((a, b) => b - a));
    });

    it('leaves out the question being edited (excludeId)', async () => {
      const res = await findSimilar({ stem: seeded.stem, excludeId: seeded.id }).expect(200);
      expect((res.body as Array<{ id: string }>).map((r) => r.id)).not.toContain(seeded.id);
    });

    it('lists nothing for an unrelated stem', async () => {
      expect((await findSimilar({ stem: UNRELATED_STEM }).expect(200)).body).toEqual([]);
    });

    it('refuses a missing or empty stem, a NUL character and an excludeId that is not a uuid with 400', async () => {
      await findSimilar({}).expect(400);
      await findSimilar({ stem: '' }).expect(400);
      await findSimilar({ stem: 'a\u0000b' }).expect(400);
      await findSimilar({ stem: seeded.stem, excludeId: 'mrcs-a-008' }).expect(400);
    });
  });

  describe('importing', () => {
    it('warns of a record close to a stored item and of one close to an earlier record of the file, and imports them all', async () => {
      const res = await importFile([
        record('copy', nearCopyOf(seeded.stem)),
        record('unrelated', UNRELATED_STEM),
        record('unrelated-again', UNRELATED_STEM.replace('every spring', 'every autumn')),
      ]).expect(200);
      expect(res.body).toMatchObject({ imported: 3, inserted: 3 });
      expect(res.body.warnings).toEqual([
        { code: 'NEAR_DUPLICATE', line: 4, key: key('copy'), similarTo: { id: seeded.id, key: SEEDED_KEY, exam: 'mrcs-a' }, similarity: expect.any(Number) },
        {
          code: 'NEAR_DUPLICATE',
          line: expect.any(Number),
          key: key('unrelated-again'),
          similarTo: { id: null, key: key('unrelated'), exam: EXAM },
          similarity: expect.any(Number),
        },
      ]);
      expect(res.body.warnings[0].similarity).toBeGreaterThanOrEqual(0.6);
      const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM questions WHERE key LIKE $1`, [`nd-${RUN}-%`]);
      expect(n).toBe(3);
    });

    it('does not warn of a record that only updates its own stored item', async () => {
      const solo = record('solo', 'A beekeeper counts the frames of capped honey in each hive before the first frost; how many supers should stay over winter?');
      expect((await importFile([solo]).expect(200)).body).toMatchObject({ inserted: 1, warnings: [] });
      expect((await importFile([{ ...solo, explanation: `${solo.explanation} Revised.` }]).expect(200)).body).toMatchObject({ updated: 1, warnings: [] });
    });
  });

  describe('editing', () => {
    it('names the near-copy when a new version of another item takes its stem, and nothing for an unrelated stem', async () => {
      const ownStem = 'A beekeeper in Devon notices her hives are quiet on a warm April morning; which seasonal check of the colony should she make first?';
      await importFile([record('edited', ownStem)]).expect(200);
      const [{ id }] = await db.query(`SELECT id FROM questions WHERE key = $1`, [key('edited')]);
      const version = (stem: string) =>
        t.http().post(`/api/admin/questions/${id}/versions`).set('Cookie', admin.cookie).send({ record: { stem } }).expect(201);
      const copied = await version(nearCopyOf(seeded.stem));
      expect(copied.body.warnings).toContainEqual(
        expect.objectContaining({ code: 'NEAR_DUPLICATE', key: key('edited'), similarTo: { id: seeded.id, key: SEEDED_KEY, exam: 'mrcs-a' } }),
      );
      const own = await version(`${ownStem} Give one check.`);
      expect((own.body.warnings as Array<{ code?: string }>).filter((w) => w.code === 'NEAR_DUPLICATE')).toEqual([]);
    });
  });

  describe('similarStems and nearDuplicatePairs (the repository the CLI prints)', () => {
    it('finds the pair within one exam only when asked, and the bank pairs above the threshold', async () => {
      const [mrcs] = await db.query(`SELECT exam_id FROM questions WHERE key = $1`, [SEEDED_KEY]);
      const inExam = await similarStems(db.manager, seeded.stem, { examId: mrcs.exam_id, excludeQuestionId: seeded.id, limit: 10 });
      expect(inExam.every((s) => s.exam === 'mrcs-a')).toBe(true);
      const pairs = await nearDuplicatePairs(db.manager, 0.6);
      expect(pairs.length).toBeGreaterThan(0);
      expect(pairs.every((p) => p.similarity >= 0.6 && p.a.key < p.b.key)).toBe(true);
      expect(pairs.some((p) => [p.a.key, p.b.key].includes(SEEDED_KEY))).toBe(true);
    });
  });
});
