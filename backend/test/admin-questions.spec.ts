import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source';
import { RedisKeys } from '../src/redis/keys';
import { signUp, type SignedUpUser } from './helpers/accounts';
import { grantSubscription } from './helpers/question-bank';
import { flushTestRedis } from './helpers/redis';
import { createTestApp, type TestApp } from './helpers/test-app';
import { query, resultData } from './helpers/trpc';

/** Everything this suite creates carries the run's tag (its own two exams), so that afterAll can remove it. */
const RUN = randomUUID().slice(0, 8);
const EXAM_A = `aq-test-${RUN}-a`;
const EXAM_B = `aq-test-${RUN}-b`;
const key = (label: string) => `aq-${RUN}-${label}`;

function question(label: string, extra: Record<string, unknown> = {}) {
  return {
    key: key(label),
    exam: EXAM_A,
    topic: 'Endocrinology',
    stem: `(${label}) A 45-year-old woman has weight loss, tremor and a fine tremor with a diffuse goitre and a bruit. What is the most likely diagnosis?`,
    options: { A: "Graves' disease", B: 'Toxic multinodular goitre', C: 'Subacute thyroiditis', D: 'Toxic adenoma', E: 'Factitious thyrotoxicosis' },
    answer: 'A',
    explanation: "A diffuse goitre with a bruit in a thyrotoxic woman points to Graves' disease (TSH-receptor antibodies).",
    optionExplanations: { A: 'Correct.', B: 'Nodular, older.', C: 'Painful.', D: 'Single nodule.', E: 'No goitre.' },
    references: ['NICE NG145 Thyroid disease (2019)'],
    status: 'draft',
    ...extra,
  };
}

describe('admin questions REST', () => {
  let t: TestApp;
  let db: DataSource;
  let redis: Redis;
  let admin: SignedUpUser;
  let member: SignedUpUser;
  let examA: string;
  let examB: string;

  const as = (cookie: string) => ({
    get: (path: string) => t.http().get(path).set('Cookie', cookie),
    post: (path: string, body: object) => t.http().post(path).set('Cookie', cookie).send(body),
    patch: (path: string, body: object) => t.http().patch(path).set('Cookie', cookie).send(body),
    delete: (path: string) => t.http().delete(path).set('Cookie', cookie),
  });
  const asAdmin = () => as(admin.cookie);
  const liveTotal = async (examId: string) => Number(await redis.hget(RedisKeys.examQuestionTotal(examId), 'total'));
  const create = async (label: string, extra: Record<string, unknown> = {}) =>
    (await asAdmin().post('/api/admin/questions', question(label, extra)).expect(201)).body as { id: string; key: string; status: string };

  beforeAll(async () => {
    await flushTestRedis();
    t = await createTestApp();
    db = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
    redis = new Redis(process.env.REDIS_URL!);
    admin = await signUp(t, { firstName: 'Ada', surname: 'Admin' });
    member = await signUp(t);
    await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.id]);
    const exams = await db.query(
      `INSERT INTO exams (slug, title, description, category_id)
       SELECT s, 'Admin questions test ' || s, '', c.id FROM unnest($1::text[]) AS s, exam_categories c WHERE c.slug = 'medicine'
       RETURNING id, slug`,
      [[EXAM_A, EXAM_B]],
    );
    examA = exams.find((e: { slug: string }) => e.slug === EXAM_A).id;
    examB = exams.find((e: { slug: string }) => e.slug === EXAM_B).id;
  });

  afterAll(async () => {
    await db.query(`DELETE FROM subscriptions WHERE exam_id = ANY($1::uuid[])`, [[examA, examB]]);
    await db.query(`DELETE FROM questions WHERE key LIKE $1`, [`aq-${RUN}-%`]);
    await db.query(`DELETE FROM exams WHERE slug = ANY($1)`, [[EXAM_A, EXAM_B]]);
    await db.destroy();
    redis.disconnect();
    await t.close();
  });

  it('should document its routes in the OpenAPI document (so the admin access sweep covers them)', async () => {
    const docs = await t.http().get('/api/docs-json').expect(200);
    const paths = docs.body.paths as Record<string, Record<string, { requestBody?: unknown }>>;
    const schemas = docs.body.components.schemas as Record<string, unknown>;
    expect(Object.keys(paths['/api/admin/questions']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/admin/questions/{id}']).sort()).toEqual(['delete', 'get', 'patch']);
    expect(Object.keys(paths['/api/admin/question-reports']).sort()).toEqual(['get']);
    expect(Object.keys(paths['/api/admin/question-reports/{id}']).sort()).toEqual(['patch']);
    const body = JSON.stringify(paths['/api/admin/questions'].post.requestBody);
    const ref = /#\/components\/schemas\/(\w+)/.exec(body)?.[1];
    expect(JSON.stringify(ref ? schemas[ref] : body)).toContain('optionExplanations');
  });

  it('should refuse a visitor and a user without the admin role', async () => {
    await t.http().get('/api/admin/questions').expect(401);
    await as(member.cookie).post('/api/admin/questions', question('x')).expect(403);
  });

  describe('POST /api/admin/questions', () => {
    it('should add a question, answer with it in full and publish the exam total', async () => {
      const res = await asAdmin().post('/api/admin/questions', question('create', { status: 'live' })).expect(201);
      expect(res.body).toMatchObject({
        key: key('create'),
        examId: examA,
        examSlug: EXAM_A,
        topic: 'Endocrinology',
        answer: 'A',
        status: 'live',
        sample: false,
        references: ['NICE NG145 Thyroid disease (2019)'],
        imageUrl: null,
        options: expect.objectContaining({ A: "Graves' disease" }),
        optionExplanations: expect.objectContaining({ C: 'Painful.' }),
      });
      expect(await liveTotal(examA)).toBe(1);
      expect(await redis.sismember(RedisKeys.examQuestionSet(examA), res.body.id)).toBe(1);
    });

    it("should show a subscriber's dashboard the new exam total on the very next read", async () => {
      await grantSubscription(db, member.id, examB);
      await create('dashboard-first', { exam: EXAM_B, status: 'live' });
      const totalOnDashboard = async () => {
        const overview = resultData<{ exams: Array<{ examId: string; totalQuestions: number }> }>((await query(t, 'performance.overview', undefined, member.cookie).expect(200)).body);
        return overview.exams.find((e) => e.examId === examB)!.totalQuestions;
      };
      const before = await totalOnDashboard();
      await create('dashboard-second', { exam: EXAM_B, status: 'live' });
      expect(await totalOnDashboard()).toBe(before + 1);
    });

    it('should refuse a key already in use with 409', async () => {
      const res = await asAdmin().post('/api/admin/questions', question('create')).expect(409);
      expect(res.body.code).toBe('QUESTION_KEY_TAKEN');
    });

    it.each([
      ['answer', { answer: 'F' }, 'answer must be one of A, B, C, D or E'],
      ['optionExplanations.C', { optionExplanations: { A: 'a', B: 'b', D: 'd', E: 'e' } }, 'optionExplanation C is required'],
      ['stem', { stem: 'Too short' }, 'stem must be at least 20 characters'],
      ['key', { key: 'Not A Key' }, 'key must be 3–81 lower-case letters, digits and dashes'],
      ['imageUrl', { imageUrl: 'javascript:alert(1)' }, 'imageUrl must be an http(s) address'],
    ])('should refuse a bad %s with 400 naming the field', async (field, change, message) => {
      const res = await asAdmin().post('/api/admin/questions', question(`bad-${field.replace('.', '-').toLowerCase()}`, change)).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.message).toContain(message);
      expect(res.body.details.fields).toEqual(expect.arrayContaining([{ field, message }]));
    });

    it('should refuse an unknown field and an unknown exam', async () => {
      const extra = await asAdmin().post('/api/admin/questions', question('extra', { difficulty: 3 })).expect(400);
      expect(extra.body.message).toContain('difficulty');
      const exam = await asAdmin().post('/api/admin/questions', question('no-exam', { exam: 'no-such-exam' })).expect(400);
      expect(exam.body).toMatchObject({ code: 'UNKNOWN_EXAM', message: 'No exam has the slug or id "no-such-exam".' });
    });
  });

  describe('GET /api/admin/questions', () => {
    beforeAll(async () => {
      await create('list-1', { topic: 'Diabetes', stem: '(list-1) A 19-year-old student has polyuria, 100% sure of a ketone smell on the breath. What next?' });
      await create('list-2', { topic: 'Diabetes', status: 'live' });
      await create('list-3', { exam: EXAM_B });
    });

    it('should filter by exam slug and page through the results by key', async () => {
      const first = await asAdmin().get(`/api/admin/questions?exam=${EXAM_A}&limit=2`).expect(200);
      expect(first.body).toMatchObject({ total: 3, page: 1, limit: 2 });
      expect(first.body.records.map((r: { key: string }) => r.key)).toEqual([key('create'), key('list-1')]);
      expect(first.body.records[0]).not.toHaveProperty('optionExplanations');
      const second = await asAdmin().get(`/api/admin/questions?exam=${EXAM_A}&limit=2&page=2`).expect(200);
      expect(second.body.records.map((r: { key: string }) => r.key)).toEqual([key('list-2')]);
    });

    it('should filter by status, by topic in any case and by text in the stem', async () => {
      const live = await asAdmin().get(`/api/admin/questions?exam=${EXAM_A}&status=live`).expect(200);
      expect(live.body.records.map((r: { key: string }) => r.key)).toEqual([key('create'), key('list-2')]);
      const topic = await asAdmin().get(`/api/admin/questions?exam=${EXAM_A}&topic=diabetes`).expect(200);
      expect(topic.body.total).toBe(2);
      const text = await asAdmin().get(`/api/admin/questions?q=${encodeURIComponent('100% SURE')}`).expect(200);
      expect(text.body.records.map((r: { key: string }) => r.key)).toEqual([key('list-1')]);
      const wildcard = await asAdmin().get(`/api/admin/questions?exam=${EXAM_A}&q=${encodeURIComponent('_%')}`).expect(200);
      expect(wildcard.body.total).toBe(0);
    });

    it('should refuse an unknown exam and an out-of-range page or status', async () => {
      expect((await asAdmin().get('/api/admin/questions?exam=no-such-exam').expect(400)).body.code).toBe('UNKNOWN_EXAM');
      expect((await asAdmin().get('/api/admin/questions?limit=0').expect(400)).body.message).toEqual(expect.arrayContaining([expect.stringMatching(/^limit/)]));
      await asAdmin().get('/api/admin/questions?status=published').expect(400);
    });
  });

  describe('GET /api/admin/questions/:id', () => {
    it('should answer with the whole question, and 404 for an unknown id', async () => {
      const { id } = await create('get');
      const res = await asAdmin().get(`/api/admin/questions/${id}`).expect(200);
      expect(res.body).toMatchObject({ id, key: key('get'), explanation: expect.stringContaining('Graves'), optionExplanations: expect.any(Object) });
      expect((await asAdmin().get(`/api/admin/questions/${randomUUID()}`).expect(404)).body.code).toBe('QUESTION_NOT_FOUND');
      await asAdmin().get('/api/admin/questions/not-a-uuid').expect(404);
    });
  });

  describe('PATCH /api/admin/questions/:id', () => {
    it('should change only the fields given (a draft stays a draft)', async () => {
      const { id } = await create('patch', { imageUrl: 'https://example.org/ecg.png' });
      const res = await asAdmin().patch(`/api/admin/questions/${id}`, { topic: 'Thyroid', answer: 'B' }).expect(200);
      expect(res.body).toMatchObject({ topic: 'Thyroid', answer: 'B', status: 'draft', imageUrl: 'https://example.org/ecg.png', references: ['NICE NG145 Thyroid disease (2019)'] });
      const cleared = await asAdmin().patch(`/api/admin/questions/${id}`, { imageUrl: null, references: [] }).expect(200);
      expect(cleared.body).toMatchObject({ imageUrl: null, references: [], topic: 'Thyroid' });
    });

    it('should refuse a bad field naming it, and the key (imports match on it)', async () => {
      const { id } = await create('patch-bad');
      const answer = await asAdmin().patch(`/api/admin/questions/${id}`, { answer: 'F' }).expect(400);
      expect(answer.body.details.fields).toEqual([{ field: 'answer', message: 'answer must be one of A, B, C, D or E' }]);
      const options = await asAdmin().patch(`/api/admin/questions/${id}`, { options: { A: 'Only one' } }).expect(400);
      expect(options.body.details.fields.map((f: { field: string }) => f.field)).toEqual(['options.B', 'options.C', 'options.D', 'options.E']);
      const keyChange = await asAdmin().patch(`/api/admin/questions/${id}`, { key: key('renamed') }).expect(400);
      expect(keyChange.body.message).toContain('"key"');
      await asAdmin().patch(`/api/admin/questions/${id}`, { exam: 'no-such-exam' }).expect(400);
      await asAdmin().patch(`/api/admin/questions/${randomUUID()}`, { topic: 'Thyroid' }).expect(404);
    });

    it('should move a live question to another exam and republish both totals', async () => {
      const { id } = await create('move', { status: 'live' });
      const beforeA = await liveTotal(examA);
      const res = await asAdmin().patch(`/api/admin/questions/${id}`, { exam: EXAM_B }).expect(200);
      expect(res.body).toMatchObject({ examId: examB, examSlug: EXAM_B });
      expect(await liveTotal(examA)).toBe(beforeA - 1);
      expect(await redis.sismember(RedisKeys.examQuestionSet(examB), id)).toBe(1);
    });

    it('should refuse to move a question users have already flagged or answered', async () => {
      const { id } = await create('used', { status: 'live' });
      await db.query(`INSERT INTO question_flags (user_id, question_id, exam_id) VALUES ($1, $2, $3)`, [member.id, id, examA]);
      const res = await asAdmin().patch(`/api/admin/questions/${id}`, { exam: EXAM_B }).expect(409);
      expect(res.body.code).toBe('QUESTION_ANSWERED');
      await asAdmin().patch(`/api/admin/questions/${id}`, { exam: EXAM_A, topic: 'Still allowed' }).expect(200);
      await db.query(`DELETE FROM question_flags WHERE question_id = $1`, [id]);
    });
  });

  describe('DELETE /api/admin/questions/:id', () => {
    it('should withdraw the question to draft (not delete it) and take it out of the exam total', async () => {
      const { id } = await create('delete', { status: 'live' });
      const before = await liveTotal(examA);
      const res = await asAdmin().delete(`/api/admin/questions/${id}`).expect(200);
      expect(res.body).toMatchObject({ id, status: 'draft' });
      expect(await liveTotal(examA)).toBe(before - 1);
      expect(await redis.sismember(RedisKeys.examQuestionSet(examA), id)).toBe(0);
      await asAdmin().delete(`/api/admin/questions/${id}`).expect(200);
      await asAdmin().get(`/api/admin/questions/${id}`).expect(200);
      await asAdmin().delete(`/api/admin/questions/${randomUUID()}`).expect(404);
    });
  });

  describe('question reports', () => {
    let reportId: string;

    beforeAll(async () => {
      const { id } = await create('reported');
      [{ id: reportId }] = await db.query(`INSERT INTO question_reports (user_id, question_id, message) VALUES ($1, $2, $3) RETURNING id`, [
        member.id,
        id,
        'Option B is also defensible.',
      ]);
    });

    it('should list open reports with the question key, exam and reporter', async () => {
      const res = await asAdmin().get('/api/admin/question-reports?status=open').expect(200);
      expect(res.body).toMatchObject({ page: 1, limit: 50 });
      expect(res.body.records).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ id: reportId, questionKey: key('reported'), examSlug: EXAM_A, userEmail: member.email, message: 'Option B is also defensible.', status: 'open' }),
        ]),
      );
    });

    it('should close a report as resolved or rejected, and nothing else', async () => {
      await asAdmin().patch(`/api/admin/question-reports/${reportId}`, { status: 'open' }).expect(400);
      await asAdmin().patch(`/api/admin/question-reports/${reportId}`, {}).expect(400);
      const res = await asAdmin().patch(`/api/admin/question-reports/${reportId}`, { status: 'resolved' }).expect(200);
      expect(res.body).toMatchObject({ id: reportId, status: 'resolved', questionKey: key('reported') });
      const open = await asAdmin().get('/api/admin/question-reports?status=open').expect(200);
      expect(open.body.records.map((r: { id: string }) => r.id)).not.toContain(reportId);
      const resolved = await asAdmin().get('/api/admin/question-reports?status=resolved').expect(200);
      expect(resolved.body.records.map((r: { id: string }) => r.id)).toContain(reportId);
      await asAdmin().patch(`/api/admin/question-reports/${reportId}`, { status: 'rejected' }).expect(200);
    });

    it('should answer 404 for an unknown report and 400 for an unknown status filter', async () => {
      expect((await asAdmin().patch(`/api/admin/question-reports/${randomUUID()}`, { status: 'rejected' }).expect(404)).body.code).toBe('QUESTION_REPORT_NOT_FOUND');
      await asAdmin().get('/api/admin/question-reports?status=closed').expect(400);
    });
  });
});
