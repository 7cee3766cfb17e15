import { ANKI_MAX_CARDS } from '@medprep/shared';
import JSZip from 'jszip';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source';
import { signUp, type SignedUpUser } from './helpers/accounts';
import { insertAttempts, insertSession } from './helpers/learning-history';
import { createFixtureExam, createTypedFixtureExam, dropFixtureExam, type FixtureExam, fixtureSba, signUpSubscriber } from './helpers/question-bank';
import { createTestApp, type TestApp } from './helpers/test-app';

// sql.js 0.5's memory-growth build, the SQLite the exporter is given, to read the deck back.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const SQL = require('sql.js/js/sql-memory-growth.js') as { Database: new (bytes: Uint8Array) => { exec(sql: string): Array<{ values: unknown[][] }> } };

interface Deck {
  notes: Array<{ front: string; back: string; tags: string }>;
  media: Record<string, string>;
  files: JSZip;
}

async function openDeck(body: Buffer): Promise<Deck> {
  const zip = await JSZip.loadAsync(body);
  const db = new SQL.Database(await zip.file('collection.anki2')!.async('uint8array'));
  const rows = db.exec('SELECT flds, tags FROM notes')[0]?.values ?? [];
  return {
    notes: rows.map(([flds, tags]) => {
      const [front, back] = String(flds).split('\u001f');
      return { front, back, tags: String(tags) };
    }),
    media: JSON.parse(await zip.file('media')!.async('string')),
    files: zip,
  };
}

describe('GET /api/export/anki: missed or flagged items as an Anki deck', () => {
  let t: TestApp;
  let db: DataSource;
  let exam: FixtureExam;
  let user: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp();
    db = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
    exam = await createTypedFixtureExam(db, [
      {
        ...fixtureSba(1, 'C'),
        explanation: 'Missed teaching point: the ECG shows atrial flutter with 2:1 block.',
        media: [
          { kind: 'svg', src: '/media/samples/ecg-12-lead-01.svg', alt: 'A twelve-lead ECG' },
          { kind: 'png', src: 'https://example.org/film.png', alt: 'A chest film elsewhere' },
        ],
      },
      { ...fixtureSba(2), explanation: 'Answered right the second time, so not missed any more.' },
      {
        type: 'mtf',
        stem: 'Regarding hyperkalaemia in a patient on the renal ward, which statements are true?',
        statements: [
          { text: 'Calcium gluconate stabilises the myocardium', answer: true, explanation: 'It protects the heart.' },
          { text: 'Insulin raises serum potassium', answer: false, explanation: 'It drives potassium into cells.' },
        ],
        explanation: 'Flagged teaching point about hyperkalaemia management in practice.',
        references: [{ title: 'Treatment of acute hyperkalaemia in adults', publisher: 'UK Kidney Association', year: 2023, url: 'https://ukkidney.org/hyperkalaemia' }],
      },
    ]);
    user = await signUpSubscriber(t, db, exam.id);
    const [q1, q2, q3] = exam.questions.map((q) => q.id);
    const first = await insertSession(db, user.id, exam.id, [q1, q2, q3]);
    const second = await insertSession(db, user.id, exam.id, [q2]);
    const earlier = new Date(Date.now() - 60_000);
    await insertAttempts(db, user.id, exam.id, [
      { sessionId: first, questionId: q1, score: 0, maxScore: 1, at: earlier },
      { sessionId: first, questionId: q2, score: 0, maxScore: 1, at: earlier },
      { sessionId: first, questionId: q3, score: 2, maxScore: 2, at: earlier },
      { sessionId: second, questionId: q2, score: 1, maxScore: 1, at: new Date() },
    ]);
    await db.query(`INSERT INTO question_flags (user_id, question_id, exam_id) VALUES ($1, $2, $3)`, [user.id, q3, exam.id]);
  }, 60_000);
  afterAll(async () => {
    await dropFixtureExam(db, exam);
    await db.destroy();
    await t.close();
  });

  const download = (cookie: string | null, params: string) => {
    const req = t.http().get(`/api/export/anki?${params}`).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
    return cookie ? req.set('Cookie', cookie) : req;
  };

  it('should download the missed items as an .apkg holding each card, its explanation and our own image', async () => {
    const res = await download(user.cookie, `exam=${exam.slug}`).expect(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="medprep-${exam.slug}.apkg"`);
    const deck = await openDeck(res.body as Buffer);
    expect(deck.notes).toHaveLength(1);
    const [card] = deck.notes;
    expect(card.front).toContain('Fixture question 1');
    expect(card.front).toContain('<img src="medprep-samples-ecg-12-lead-01.svg"');
    expect(card.front).toContain('<a href="https://example.org/film.png">');
    expect(card.back).toContain('Answer: C. Option C');
    expect(card.back).toContain('Missed teaching point: the ECG shows atrial flutter with 2:1 block.');
    expect(card.back).toContain('Fixture reference for tests');
    expect(deck.media).toEqual({ 0: 'medprep-samples-ecg-12-lead-01.svg' });
    expect(await deck.files.file('0')!.async('string')).toMatch(/^<svg|^<\?xml/);
  }, 120_000);

  it('should download the flagged items, any type rendered as text', async () => {
    const res = await download(user.cookie, `exam=${exam.slug}&which=flagged`).expect(200);
    const deck = await openDeck(res.body as Buffer);
    expect(deck.notes).toHaveLength(1);
    expect(deck.notes[0].front).toContain('Calcium gluconate stabilises the myocardium');
    expect(deck.notes[0].back).toContain('<b>False</b>: Insulin raises serum potassium');
    expect(deck.notes[0].back).toContain('Flagged teaching point about hyperkalaemia');
    expect(deck.notes[0].back).toContain('href="https://ukkidney.org/hyperkalaemia"');
    expect(deck.media).toEqual({});
  }, 120_000);

  it('should refuse the signed out (401), a bad which (400), an unknown exam (404) and a user without access (403)', async () => {
    await download(null, `exam=${exam.slug}`).expect(401);
    await download(user.cookie, `exam=${exam.slug}&which=everything`).expect(400);
    await download(user.cookie, `which=missed`).expect(400);
    await download(user.cookie, `exam=no-such-exam`).expect(404);
    const stranger = await signUp(t);
    await download(stranger.cookie, `exam=${exam.slug}`).expect(403);
  });

  it('should build concurrent downloads one after another, each whole', async () => {
    const [missed, flagged] = await Promise.all([download(user.cookie, `exam=${exam.slug}`).expect(200), download(user.cookie, `exam=${exam.slug}&which=flagged`).expect(200)]);
    expect((await openDeck(missed.body as Buffer)).notes[0].back).toContain('Missed teaching point');
    expect((await openDeck(flagged.body as Buffer)).notes[0].back).toContain('Flagged teaching point');
  }, 120_000);

  it(`should hold at most ${ANKI_MAX_CARDS} cards, the most recently missed`, async () => {
    const big = await createFixtureExam(db, ANKI_MAX_CARDS + 1);
    try {
      const learner = await signUpSubscriber(t, db, big.id);
      const session = await insertSession(db, learner.id, big.id, big.questions.slice(0, 500).map((q) => q.id));
      // One attempt per item, all missed, the first item the longest ago.
      await db.query(
        `INSERT INTO attempts (user_id, session_id, question_id, exam_id, response, score, max_score, correct, time_ms, created_at)
         SELECT $1, $2, q.id, $3, '{"choice":"A"}', 0, 1, false, 1000, now() - make_interval(secs => 1000 - row_number() OVER (ORDER BY q.key))
           FROM questions q WHERE q.exam_id = $3`,
        [learner.id, session, big.id],
      );
      const deck = await openDeck((await download(learner.cookie, `exam=${big.slug}`).expect(200)).body as Buffer);
      expect(deck.notes).toHaveLength(ANKI_MAX_CARDS);
      expect(deck.notes.some((n) => n.front.includes('Fixture question 1:'))).toBe(false);
      expect(deck.notes.some((n) => n.front.includes(`Fixture question ${ANKI_MAX_CARDS + 1}:`))).toBe(true);
    } finally {
      await dropFixtureExam(db, big);
    }
  }, 180_000);

  it('should be documented in the OpenAPI document with its query and its refusals', async () => {
    const spec = (await t.http().get('/api/docs-json').expect(200)).body;
    const op = spec.paths['/api/export/anki'].get;
    expect(op.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`).sort()).toEqual(['query:exam', 'query:which']);
    expect(Object.keys(op.responses).sort()).toEqual(['200', '400', '401', '403', '404']);
  });
});
