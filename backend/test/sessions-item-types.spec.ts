import { percentage, type ItemType } from '@medprep/shared';
import fc from 'fast-check';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source';
import type { SignedUpUser } from './helpers/accounts';
import { createTypedFixtureExam, dropFixtureExam, signUpSubscriber, type FixtureExam } from './helpers/question-bank';
import { publishVersion } from './helpers/content-versions';
import { flushTestRedis } from './helpers/redis';
import { createTestApp, type TestApp } from './helpers/test-app';
import { mutate, query, resultData } from './helpers/trpc';
import { chooseItem, emqItem, mtfItem, numericItem, rankingItem, SECRET, sbaItem } from '@medprep/shared/testing';

type Transport = 'REST' | 'tRPC';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies are checked field by field below
type Reply = { status: number; body: any };

/**
 * One item of each type; the marks each response earns follow the table of the real exams:
 * sba and numeric 1, mtf 1 per statement, emq 1 per stem, ranking 4 − distance per response
 * (max 20), choose 4 per right choice (max 12).
 */
const ITEMS = {
  sba: sbaItem(5, 'B'),
  mtf: mtfItem([true, false, true, true]),
  emq: emqItem(['C', 'H', 'C'], 8),
  ranking: rankingItem(['C', 'A', 'E', 'B', 'D']),
  choose: chooseItem(['A', 'D', 'F']),
  numeric: numericItem(12.5, 0.5),
} as const;
const TYPES = Object.keys(ITEMS) as ItemType[];
const MAX_MARKS = 1 + 4 + 3 + 20 + 12 + 1;

/** Responses short of full marks, with what each earns: the sba one in the legacy `answer` shape. */
const PARTLY_RIGHT: Record<ItemType, { send: Record<string, unknown>; response: unknown; score: number; maxScore: number }> = {
  sba: { send: { answer: 'B' }, response: { choice: 'B' }, score: 1, maxScore: 1 },
  mtf: { send: { response: { marks: [true, false, true, false] } }, response: { marks: [true, false, true, false] }, score: 3, maxScore: 4 },
  emq: { send: { response: { answers: ['C', 'H', 'A'] } }, response: { answers: ['C', 'H', 'A'] }, score: 2, maxScore: 3 },
  // One swap of adjacent responses: each of the two is one place out, 3 + 3 + 4 + 4 + 4.
  ranking: { send: { response: { order: ['A', 'C', 'E', 'B', 'D'] } }, response: { order: ['A', 'C', 'E', 'B', 'D'] }, score: 18, maxScore: 20 },
  choose: { send: { response: { choices: ['A', 'D', 'B'] } }, response: { choices: ['A', 'D', 'B'] }, score: 8, maxScore: 12 },
  numeric: { send: { response: { value: 12.9 } }, response: { value: 12.9 }, score: 1, maxScore: 1 },
};

/** Other responses, on the other transport: full marks, nothing, and a value outside the tolerance. */
const OTHERS: Record<ItemType, { send: Record<string, unknown>; score: number }> = {
  sba: { send: { response: { choice: 'D' } }, score: 0 },
  mtf: { send: { response: { marks: [true, false, true, true] } }, score: 4 },
  emq: { send: { response: { answers: ['A', 'B', 'D'] } }, score: 0 },
  ranking: { send: { response: { order: ['D', 'B', 'E', 'A', 'C'] } }, score: 8 },
  choose: { send: { response: { choices: ['F', 'A', 'D'] } }, score: 12 },
  numeric: { send: { response: { value: 13.1 } }, score: 0 },
};

const CORRECT_RESPONSES: Record<ItemType, unknown> = {
  sba: { choice: 'B' },
  mtf: { marks: [true, false, true, true] },
  emq: { answers: ['C', 'H', 'C'] },
  ranking: { order: ['C', 'A', 'E', 'B', 'D'] },
  choose: { choices: ['A', 'D', 'F'] },
  numeric: { value: 12.5 },
};

describe('answering every item type (REST and tRPC; tutor, timed and mock)', () => {
  let t: TestApp;
  let db: DataSource;
  let exam: FixtureExam;

  beforeAll(async () => {
    await flushTestRedis();
    t = await createTestApp();
    db = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
    exam = await createTypedFixtureExam(db, TYPES.map((type) => ITEMS[type]));
  });
  afterAll(async () => {
    await dropFixtureExam(db, exam);
    await db.destroy();
    await t.close();
  });

  const subscriber = () => signUpSubscriber(t, db, exam.id);
  const idOf = (type: ItemType) => exam.questions.find((q) => q.item.type === type)!.id;
  const typeOf = (id: string) => exam.questions.find((q) => q.id === id)!.item.type;
  const start = async (who: SignedUpUser, body: object) => (await t.http().post('/api/r/s/init').set('Cookie', who.cookie).send({ exam: exam.slug, ...body }).expect(201)).body;
  const end = async (who: SignedUpUser, sessionId: string) => (await t.http().post('/api/r/s/end').set('Cookie', who.cookie).send({ sessionId }).expect(200)).body;

  /** A reviewed paper whose every type was answered partly right: each marked by the table (and its item and peers shown, once revealed). */
  function expectEachTypeMarked(review: { questions: Array<{ id: string }> }, { timeMs, revealed = false }: { timeMs: number; revealed?: boolean }) {
    for (const type of TYPES) {
      const expected = PARTLY_RIGHT[type];
      expect(review.questions.find((q) => q.id === idOf(type))).toMatchObject({
        response: expected.response,
        score: expected.score,
        maxScore: expected.maxScore,
        correct: expected.score === expected.maxScore,
        timeMs,
        mark: { type, score: expected.score },
        ...(revealed && { item: { type }, peer: { type } }),
      });
    }
  }

  /** The reply to an answer, the same shape whichever transport carried it (tRPC errors as REST's body). */
  async function answer(via: Transport, who: SignedUpUser, body: object): Promise<Reply> {
    if (via === 'REST') {
      const res = await t.http().post('/api/r/s/qa').set('Cookie', who.cookie).send(body);
      return { status: res.status, body: res.body };
    }
    const res = await mutate(t, 'sessions.answer', body, who.cookie);
    if (res.status === 200) return { status: 200, body: resultData(res.body) };
    const { message, data } = res.body.error.json;
    return { status: data.httpStatus, body: { code: data.domainCode, message, details: data.details } };
  }

  describe('the session view', () => {
    it('should give the player what each type needs and never a key, an explanation or a reference before the reveal', async () => {
      const user = await subscriber();
      const session = await start(user, { mode: 'timed', count: TYPES.length });
      const viaTrpc = resultData<typeof session>((await query(t, 'sessions.get', { sessionId: session.id }, user.cookie).expect(200)).body);
      for (const view of [session, viaTrpc]) {
        const byType = Object.fromEntries(view.questions.map((q: { item: { type: ItemType } }) => [q.item.type, q.item]));
        expect(Object.keys(byType).sort()).toEqual([...TYPES].sort());
        expect(byType.sba.options.map((o: { key: string }) => o.key)).toEqual(['A', 'B', 'C', 'D', 'E']);
        expect(byType.mtf.statements).toEqual([{ text: 'Statement 1' }, { text: 'Statement 2' }, { text: 'Statement 3' }, { text: 'Statement 4' }]);
        expect(byType.emq).toMatchObject({ theme: 'Causes of chest pain', stems: [{ stem: expect.any(String) }, {}, {}] });
        expect(byType.emq.options).toHaveLength(8);
        expect(byType.ranking.responses.map((r: { key: string }) => r.key)).toEqual(['A', 'B', 'C', 'D', 'E']);
        expect(byType.choose).toMatchObject({ picks: 3 });
        expect(byType.choose.responses).toHaveLength(8);
        expect(byType.numeric).toEqual({ type: 'numeric', stem: ITEMS.numeric.stem, unit: 'mg/kg', decimals: 1 });
        const text = JSON.stringify(view.questions);
        expect(text).not.toContain(SECRET);
        expect(text).not.toMatch(/"answers?"|idealOrder|tolerance|references|"value"/);
      }
    });
  });

  describe('tutor mode', () => {
    it.each<[Transport, Transport]>([
      ['REST', 'tRPC'],
      ['tRPC', 'REST'],
    ])('should mark each type by the table over %s, reveal the full-marks response and every part’s explanation at once', async (via, other) => {
      const user = await subscriber();
      const session = await start(user, { mode: 'tutor', count: TYPES.length });
      for (const type of TYPES) {
        const expected = PARTLY_RIGHT[type];
        const { status, body } = await answer(via, user, { sessionId: session.id, questionId: idOf(type), timeMs: 4000, ...expected.send });
        expect(status).toBe(200);
        expect(body).toMatchObject({
          questionId: idOf(type),
          response: expected.response,
          revealed: true,
          score: expected.score,
          maxScore: expected.maxScore,
          correct: expected.score === expected.maxScore,
          correctResponse: CORRECT_RESPONSES[type],
          mark: { type, score: expected.score, maxScore: expected.maxScore },
          item: { type, explanation: expect.stringContaining(SECRET) },
          peer: { type, attempts: expect.any(Number) },
        });
        expect(body.mark.parts.reduce((sum: number, part: { mark: number }) => sum + part.mark, 0)).toBe(expected.score);
      }

      // A reload shows each answer's feedback again: the session lists the revealed item and its marks.
      const reloaded = (await t.http().get(`/api/r/s/${session.id}`).set('Cookie', user.cookie).expect(200)).body;
      const rankingAnswer = reloaded.answers.find((a: { questionId: string }) => a.questionId === idOf('ranking'));
      expect(rankingAnswer).toMatchObject({ score: PARTLY_RIGHT.ranking.score, item: { type: 'ranking', idealOrder: expect.any(Array) }, mark: { type: 'ranking', score: PARTLY_RIGHT.ranking.score } });

      // The per-part explanations of the revealed item, and the marks part by part.
      const replay = await t.http().get(`/api/r/s/${session.id}/review`).set('Cookie', user.cookie).expect(200);
      const byType = Object.fromEntries(replay.body.questions.map((q: { item: { type: ItemType } }) => [q.item.type, q]));
      expect(byType.mtf.item.statements.map((s: { explanation: string }) => s.explanation)).toEqual([0, 1, 2, 3].map((i) => `${SECRET} ${i}`));
      expect(byType.mtf.mark.parts.map((p: { mark: number }) => p.mark)).toEqual([1, 1, 1, 0]);
      expect(byType.emq.item.stems.map((s: { explanation: string }) => s.explanation)).toEqual([0, 1, 2].map((i) => `${SECRET} stem ${i}`));
      expect(byType.ranking.mark.parts).toEqual([
        { key: 'A', place: 1, idealPlace: 2, mark: 3, maxMark: 4 },
        { key: 'B', place: 4, idealPlace: 4, mark: 4, maxMark: 4 },
        { key: 'C', place: 2, idealPlace: 1, mark: 3, maxMark: 4 },
        { key: 'D', place: 5, idealPlace: 5, mark: 4, maxMark: 4 },
        { key: 'E', place: 3, idealPlace: 3, mark: 4, maxMark: 4 },
      ]);
      expect(byType.ranking.item.responses.map((r: { explanation: string }) => r.explanation)).toEqual(['A', 'B', 'C', 'D', 'E'].map((k) => `${SECRET} for ${k}`));
      expect(byType.choose.mark.parts.filter((p: { mark: number }) => p.mark > 0).map((p: { key: string }) => p.key)).toEqual(['A', 'D']);
      const marks = Object.values(PARTLY_RIGHT).reduce((sum, e) => sum + e.score, 0);
      expect(replay.body.score).toEqual({ total: 6, answered: 6, correct: 2, marks, maxMarks: MAX_MARKS, percentCorrect: percentage(marks, MAX_MARKS) });
      expect(replay.body.topics.reduce((sum: number, topic: { marks: number }) => sum + topic.marks, 0)).toBe(marks);

      // Items below full marks are the 'incorrect' ones, whichever their type.
      const counts = resultData<{ incorrect: number }>((await query(t, 'sessions.available', { exam: exam.slug }, user.cookie).expect(200)).body);
      expect(counts.incorrect).toBe(4);
      const again = await start(user, { mode: 'tutor', filter: 'incorrect', fromSession: session.id, count: 4 });
      expect(again.questionIds.map(typeOf).sort()).toEqual(['choose', 'emq', 'mtf', 'ranking']);

      // The other responses on the other transport, in a fresh session.
      const second = await start(user, { mode: 'tutor', count: TYPES.length });
      for (const type of TYPES) {
        const { status, body } = await answer(other, user, { sessionId: second.id, questionId: idOf(type), timeMs: 2000, ...OTHERS[type].send });
        expect(status).toBe(200);
        expect(body).toMatchObject({ revealed: true, score: OTHERS[type].score, correctResponse: CORRECT_RESPONSES[type] });
      }
    });

    it('should show the peer figures of each type: share of each choice, of true per statement, of places per response', async () => {
      const user = await subscriber();
      const session = await start(user, { mode: 'tutor', count: TYPES.length });
      const peerOf = async (type: ItemType) => (await answer('REST', user, { sessionId: session.id, questionId: idOf(type), timeMs: 1000, ...PARTLY_RIGHT[type].send })).body.peer;
      const choose = await peerOf('choose');
      expect(choose.responses).toHaveLength(8);
      expect(choose.attempts).toBeGreaterThanOrEqual(1);
      const mtf = await peerOf('mtf');
      expect(mtf.statements).toHaveLength(4);
      // Statement 2 was marked false by every answer these tests sent.
      expect(mtf.statements[1].percentTrue).toBe(0);
      const ranking = await peerOf('ranking');
      expect(ranking.responses.map((r: { places: number[] }) => r.places.length)).toEqual([5, 5, 5, 5, 5]);
      const emq = await peerOf('emq');
      expect(emq.stems).toHaveLength(3);
    });
  });

  describe('timed mode', () => {
    it.each<[Transport, Transport]>([
      ['REST', 'tRPC'],
      ['tRPC', 'REST'],
    ])('should take each type over %s and its change over %s, reveal nothing until the end, keep the last answers, and then review the marks', async (via, other) => {
      const user = await subscriber();
      const session = await start(user, { mode: 'timed', count: TYPES.length });
      for (const type of TYPES) {
        const { status, body } = await answer(via, user, { sessionId: session.id, questionId: idOf(type), timeMs: 3000, ...OTHERS[type].send });
        expect(status).toBe(200);
        expect(body).toMatchObject({ revealed: false, score: null, maxScore: PARTLY_RIGHT[type].maxScore, correct: null, correctResponse: null, mark: null, item: null, peer: null });
        expect(JSON.stringify(body)).not.toContain(SECRET);
      }
      // Changed until the paper ends, on the other transport: every type moves to its partly right response.
      for (const type of TYPES) {
        const { status, body } = await answer(other, user, { sessionId: session.id, questionId: idOf(type), timeMs: 5000, ...PARTLY_RIGHT[type].send });
        expect(status).toBe(200);
        expect(body).toMatchObject({ response: PARTLY_RIGHT[type].response, revealed: false, score: null, mark: null, progress: { answered: 6, total: 6 } });
        expect(JSON.stringify(body)).not.toContain(SECRET);
      }
      const running = (await t.http().get(`/api/r/s/${session.id}`).set('Cookie', user.cookie).expect(200)).body;
      expect(running.answers.find((a: { questionId: string }) => a.questionId === idOf('ranking'))).toEqual({
        questionId: idOf('ranking'),
        response: PARTLY_RIGHT.ranking.response,
        score: null,
        maxScore: 20,
        correct: null,
        guessed: false,
        item: null,
        mark: null,
        version: 1,
        reviewedAt: null,
      });
      expect(JSON.stringify(running)).not.toContain(SECRET);
      await t.http().get(`/api/r/s/${session.id}/review`).set('Cookie', user.cookie).expect(409);

      // At the end, each type's last answer is marked by the table, and its key revealed.
      const review = await end(user, session.id);
      expectEachTypeMarked(review, { timeMs: 5000, revealed: true });
      expect(review.questions.find((q: { id: string }) => q.id === idOf('choose'))).toMatchObject({ item: { answers: ['A', 'D', 'F'] } });
      const marks = Object.values(PARTLY_RIGHT).reduce((sum, e) => sum + e.score, 0);
      expect(review.score).toEqual({ total: 6, answered: 6, correct: 2, marks, maxMarks: MAX_MARKS, percentCorrect: percentage(marks, MAX_MARKS) });

      // Each response was marked by the table when it was taken, whichever transport carried it.
      const history: Array<{ question_id: string; response: unknown; score: number }> = await db.query(
        `SELECT question_id, response, score FROM attempt_changes WHERE session_id = $1 ORDER BY id`,
        [session.id],
      );
      for (const type of TYPES) {
        expect({ type, changes: history.filter((h) => h.question_id === idOf(type)).map(({ response, score }) => ({ response, score })) }).toEqual({
          type,
          changes: [
            { response: OTHERS[type].send.response, score: OTHERS[type].score },
            { response: PARTLY_RIGHT[type].response, score: PARTLY_RIGHT[type].score },
          ],
        });
      }

      // After the end: the same response again is "already saved", whatever the order of its fields; another is refused.
      const resent = await answer(via, user, { sessionId: session.id, questionId: idOf('ranking'), timeMs: 1, response: { order: ['A', 'C', 'E', 'B', 'D'] } });
      expect(resent).toMatchObject({ status: 409, body: { code: 'ALREADY_ANSWERED' } });
      const changed = await answer(other, user, { sessionId: session.id, questionId: idOf('ranking'), timeMs: 1, response: { order: ['C', 'A', 'E', 'B', 'D'] } });
      expect(changed).toMatchObject({ status: 409, body: { code: 'ANSWERS_CLOSED' } });
      const resumed = (await t.http().get(`/api/r/s/${session.id}`).set('Cookie', user.cookie).expect(200)).body;
      expect(resumed.answers.find((a: { questionId: string }) => a.questionId === idOf('ranking'))).toMatchObject({ score: 18, correct: false });
    });
  });

  describe('the review of an item edited since it was answered', () => {
    it('should review the version answered, marked part by part, when a version with another statement is published, on REST and tRPC', async () => {
      const own = await createTypedFixtureExam(db, [mtfItem([true, false, true, true])]);
      try {
        const user = await signUpSubscriber(t, db, own.id);
        const session = (await t.http().post('/api/r/s/init').set('Cookie', user.cookie).send({ exam: own.slug, mode: 'tutor', count: 1 }).expect(201)).body;
        const [questionId] = session.questionIds;
        await answer('REST', user, { sessionId: session.id, questionId, timeMs: 10, response: { marks: [true, false, true, false] } });
        // An editor adds a statement: the session keeps the version of four it was answered on.
        await publishVersion(db, questionId, { ...mtfItem([true, false, true, true, true]) });
        const rest = (await t.http().get(`/api/r/s/${session.id}/review`).set('Cookie', user.cookie).expect(200)).body;
        const rpc = resultData<typeof rest>((await query(t, 'sessions.review', { sessionId: session.id }, user.cookie).expect(200)).body);
        for (const review of [rest, rpc]) {
          expect(review.questions[0]).toMatchObject({ response: { marks: [true, false, true, false] }, score: 3, maxScore: 4, correct: false, version: 1 });
          expect(review.questions[0].mark).not.toBeNull();
          expect(review.questions[0].item.statements).toHaveLength(4);
        }
      } finally {
        await dropFixtureExam(db, own);
      }
    });

    it('should keep the recorded score and show no parts in a session from before versions, whose response no longer fits the item edited in place', async () => {
      const own = await createTypedFixtureExam(db, [mtfItem([true, false, true, true])]);
      try {
        const user = await signUpSubscriber(t, db, own.id);
        const session = (await t.http().post('/api/r/s/init').set('Cookie', user.cookie).send({ exam: own.slug, mode: 'tutor', count: 1 }).expect(201)).body;
        const [questionId] = session.questionIds;
        await answer('REST', user, { sessionId: session.id, questionId, timeMs: 10, response: { marks: [true, false, true, false] } });
        // A session from before versions serves the current row, which an edit made before versions could change under it.
        await db.query(`UPDATE quiz_sessions SET question_versions = NULL WHERE id = $1`, [session.id]);
        await db.query(
          `UPDATE questions SET body = jsonb_set(body, '{statements}', (body -> 'statements') || '[{"text": "Statement 5", "answer": true, "explanation": "Added."}]') WHERE id = $1`,
          [questionId],
        );
        const rest = (await t.http().get(`/api/r/s/${session.id}/review`).set('Cookie', user.cookie).expect(200)).body;
        const rpc = resultData<typeof rest>((await query(t, 'sessions.review', { sessionId: session.id }, user.cookie).expect(200)).body);
        for (const review of [rest, rpc]) {
          expect(review.questions[0]).toMatchObject({ response: { marks: [true, false, true, false] }, mark: null, score: 3, maxScore: 4, correct: false });
          expect(review.questions[0].item.statements).toHaveLength(5);
        }
      } finally {
        await dropFixtureExam(db, own);
      }
    });
  });

  describe('an item whose key changes in a new version between two answers', () => {
    it('should mark an answer in a session started after the publish by the new key, and reveal the new version, on REST and tRPC', async () => {
      const own = await createTypedFixtureExam(db, [sbaItem(5, 'B')]);
      try {
        const [first, second, third] = [await signUpSubscriber(t, db, own.id), await signUpSubscriber(t, db, own.id), await signUpSubscriber(t, db, own.id)];
        const session = async (user: SignedUpUser) =>
          (await t.http().post('/api/r/s/init').set('Cookie', user.cookie).send({ exam: own.slug, mode: 'tutor', count: 1 }).expect(201)).body;
        const before = await session(first);
        const [questionId] = before.questionIds;
        expect((await answer('REST', first, { sessionId: before.id, questionId, timeMs: 10, response: { choice: 'B' } })).body).toMatchObject({ score: 1 });
        // An editor publishes version 2, whose key is D.
        await publishVersion(db, questionId, sbaItem(5, 'D'));
        for (const [via, user] of [['REST', second], ['tRPC', third]] as const) {
          const after = await session(user);
          const { status, body } = await answer(via, user, { sessionId: after.id, questionId, timeMs: 10, response: { choice: 'D' } });
          expect(status).toBe(200);
          expect(body).toMatchObject({ score: 1, correct: true, correctResponse: { choice: 'D' }, item: { answer: 'D' }, version: 2 });
        }
      } finally {
        await dropFixtureExam(db, own);
      }
    });
  });

  describe('mock mode', () => {
    it('should take and change an answer of each type on either transport, and mark them when the paper ends', async () => {
      const user = await subscriber();
      const started = await start(user, { mode: 'mock' });
      // Which types a mock sets follows the exam's real papers (tested with the mocks); here the
      // paper is made to hold one item of each type, so every type is answered in mock mode.
      const ids = TYPES.map(idOf);
      await db.query(
        `UPDATE quiz_sessions SET question_ids = $2::uuid[], question_versions = array_fill(1, ARRAY[cardinality($2::uuid[])]),
                papers = jsonb_build_array(jsonb_build_object('title', 'Paper 1', 'questionIds', to_jsonb($2::text[]), 'timeLimitMs', time_limit_ms))
          WHERE id = $1`,
        [started.id, ids],
      );
      const session = (await t.http().get(`/api/r/s/${started.id}`).set('Cookie', user.cookie).expect(200)).body;
      expect(session).toMatchObject({ mode: 'mock', questionIds: ids, papers: [{ title: 'Paper 1', questionIds: ids }] });
      for (const [round, responses] of [OTHERS, PARTLY_RIGHT].entries()) {
        for (const [i, type] of TYPES.entries()) {
          const { status, body } = await answer((i + round) % 2 === 0 ? 'tRPC' : 'REST', user, { sessionId: session.id, questionId: idOf(type), timeMs: 2000 + round, ...responses[type].send });
          expect(status).toBe(200);
          expect(body).toMatchObject({ revealed: false, score: null, correctResponse: null, item: null, progress: { answered: round === 0 ? i + 1 : 6, total: 6 }, sessionEnded: false });
        }
      }
      const review = await end(user, session.id);
      expect(review.papers).toEqual([expect.objectContaining({ questionIds: ids })]);
      expectEachTypeMarked(review, { timeMs: 2001 });
      const marks = Object.values(PARTLY_RIGHT).reduce((sum, e) => sum + e.score, 0);
      expect(review.score).toEqual({ total: 6, answered: 6, correct: 2, marks, maxMarks: MAX_MARKS, percentCorrect: percentage(marks, MAX_MARKS) });
    });
  });

  describe('responses that do not fit the item', () => {
    const BAD: Array<[string, ItemType, Record<string, unknown>, string, string]> = [
      ['another type’s shape', 'ranking', { response: { choice: 'A' } }, 'RESPONSE_WRONG_TYPE', 'response'],
      ['the legacy answer to an item that is not a single best answer', 'mtf', { answer: 'A' }, 'RESPONSE_WRONG_TYPE', 'response'],
      ['too few marks', 'mtf', { response: { marks: [true, false, true] } }, 'RESPONSE_WRONG_LENGTH', 'response.marks'],
      ['two choices of three', 'choose', { response: { choices: ['A', 'D'] } }, 'RESPONSE_WRONG_LENGTH', 'response.choices'],
      ['an option the set does not have', 'emq', { response: { answers: ['C', 'H', 'J'] } }, 'RESPONSE_UNKNOWN_KEY', 'response.answers[2]'],
      ['an option the item does not have, in the legacy shape', 'sba', { answer: 'F' }, 'RESPONSE_UNKNOWN_KEY', 'response.answer'],
      ['a response ranked twice', 'ranking', { response: { order: ['A', 'A', 'C', 'D', 'E'] } }, 'RESPONSE_REPEATED_KEY', 'response.order[1]'],
      ['a choice made twice', 'choose', { response: { choices: ['A', 'D', 'A'] } }, 'RESPONSE_REPEATED_KEY', 'response.choices[2]'],
    ];

    it.each(['REST', 'tRPC'] as const)('should refuse each over %s with a 400, its code and field, and record nothing', async (via) => {
      const user = await subscriber();
      const session = await start(user, { mode: 'tutor', count: TYPES.length });
      for (const [what, type, send, code, field] of BAD) {
        const reply = await answer(via, user, { sessionId: session.id, questionId: idOf(type), timeMs: 100, ...send });
        expect({ what, status: reply.status, code: reply.body.code, field: reply.body.details?.field }).toEqual({ what, status: 400, code, field });
        expect(reply.body.message).toEqual(expect.any(String));
      }
      for (const malformed of [{ response: { value: 'twelve' } }, { response: { order: 'CAEBD' } }, { response: { choice: 'B' }, answer: 'B' }, {}]) {
        const reply = await answer(via, user, { sessionId: session.id, questionId: idOf('numeric'), timeMs: 100, ...malformed });
        expect(reply.status).toBe(400);
      }
      const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM attempts WHERE session_id = $1`, [session.id]);
      expect(n).toBe(0);
      // The same items still take a response that fits.
      expect((await answer(via, user, { sessionId: session.id, questionId: idOf('ranking'), timeMs: 100, response: { order: ['C', 'A', 'E', 'B', 'D'] } })).body).toMatchObject({ score: 20, correct: true });
    });

    it('should take any response whatever with a 200 or refuse it with a 400 and a code: never a 500', async () => {
      const user = await subscriber();
      // A timed paper takes changed answers, so every valid response is recorded again.
      const session = await start(user, { mode: 'timed', count: TYPES.length });
      const key = fc.constantFrom('A', 'B', 'C', 'D', 'E', 'F', 'H', 'J', 'T', 'Z', 'a', '');
      const value = fc.oneof(key, fc.array(key, { maxLength: 9 }), fc.array(fc.boolean(), { maxLength: 9 }), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constant(null), fc.string({ maxLength: 5 }));
      const response = fc.dictionary(fc.constantFrom('choice', 'answer', 'marks', 'answers', 'order', 'choices', 'value', 'extra'), value, { minKeys: 0, maxKeys: 2 });
      const sent = fc.oneof(response.map((r) => ({ response: r })), key.map((answer) => ({ answer })));
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...TYPES), sent, async (type, body) => {
          const reply = await answer('REST', user, { sessionId: session.id, questionId: idOf(type), timeMs: 10, ...body });
          expect([200, 400]).toContain(reply.status);
          if (reply.status === 400) expect(reply.body.code ?? reply.body.message).toEqual(expect.any(String));
          else expect(reply.body).toMatchObject({ revealed: false, maxScore: PARTLY_RIGHT[type].maxScore });
        }),
        { numRuns: 150, seed: 20251125 },
      );
    });
  });
});
