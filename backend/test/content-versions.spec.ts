import { randomUUID } from 'node:crypto';
import { nextReviewDue } from '@medprep/shared';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source';
import { signUp, type SignedUpUser } from './helpers/accounts';
import { createFixtureExam, dropFixtureExam, type FixtureExam, fixtureSba, grantSubscription } from './helpers/question-bank';
import { flushTestRedis } from './helpers/redis';
import { createTestApp, type TestApp } from './helpers/test-app';
import { query, resultData } from './helpers/trpc';

interface VersionBody {
  version: number;
  status: string;
  record: { stem: string; explanation: string };
  changeNote: string | null;
  isCorrection: boolean;
  createdBy: { id: string; email: string } | null;
  reviewedAt: string | null;
  reviewedBy: { id: string; email: string } | null;
  publishedAt: string | null;
  events: Array<{ from: string | null; to: string; actor: { id: string; email: string } | null; note: string | null }>;
}

/** Questions move through draft → in review → approved → live → retired, and only live versions reach sessions. */
describe('content versions', () => {
  const RUN = randomUUID().slice(0, 8);
  let t: TestApp;
  let db: DataSource;
  let admin: SignedUpUser;
  let editor: SignedUpUser;
  let learner: SignedUpUser;
  let exam: FixtureExam;

  const as = (who: SignedUpUser) => ({
    get: (path: string) => t.http().get(path).set('Cookie', who.cookie),
    post: (path: string, body: object) => t.http().post(path).set('Cookie', who.cookie).send(body),
    patch: (path: string, body: object) => t.http().patch(path).set('Cookie', who.cookie).send(body),
    send: (path: string, contentType: string, text: string) => t.http().post(path).set('Cookie', who.cookie).set('Content-Type', contentType).send(text),
  });
  const move = (who: SignedUpUser, id: string, version: number, to: string, note?: string) =>
    as(who).post(`/api/admin/questions/${id}/versions/${version}/transitions`, note ? { to, note } : { to });
  const start = (body: object) => t.http().post('/api/r/s/init').set('Cookie', learner.cookie).send({ exam: exam.slug, ...body });
  const sessionIds = async (body: object) => ((await start(body).expect(201)).body as { questionIds: string[] }).questionIds;
  const versionsOf = async (id: string) => (await as(editor).get(`/api/admin/questions/${id}/versions`).expect(200)).body.versions as VersionBody[];
  const auditOf = async (entity: string, entityId: string) =>
    (await as(editor).get(`/api/admin/audit?entity=${entity}&entityId=${encodeURIComponent(entityId)}&limit=100`).expect(200)).body.records as Array<{
      action: string;
      actor: { email: string } | null;
      before: unknown;
      after: Record<string, unknown> | null;
    }>;
  /** A new single-best-answer record of the exam. */
  const record = (label: string, extra: Record<string, unknown> = {}) => ({
    ...fixtureSba(1),
    stem: `(${label}) A ${RUN} patient presents with a finding; which option is right?`,
    key: `cv-${RUN}-${label}`,
    exam: exam.slug,
    topic: 'Cardiology',
    status: 'draft',
    ...extra,
  });
  const create = async (label: string, extra: Record<string, unknown> = {}) =>
    (await as(editor).post('/api/admin/questions', record(label, extra)).expect(201)).body as { id: string; status: string; version: number };

  beforeAll(async () => {
    await flushTestRedis();
    t = await createTestApp();
    db = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
    [admin, editor, learner] = [await signUp(t), await signUp(t), await signUp(t)];
    await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.id]);
    await db.query(`UPDATE users SET role = 'editor' WHERE id = $1`, [editor.id]);
    exam = await createFixtureExam(db, 4);
    await grantSubscription(db, learner.id, exam.id);
  });

  afterAll(async () => {
    await dropFixtureExam(db, exam);
    await db.destroy();
    await t.close();
  });

  it('should document the editorial routes in the OpenAPI document', async () => {
    const docs = (await t.http().get('/api/docs-json').expect(200)).body as { paths: Record<string, Record<string, { requestBody?: unknown }>> };
    expect(Object.keys(docs.paths['/api/admin/questions/{id}/versions']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(docs.paths['/api/admin/questions/{id}/versions/{version}/transitions'])).toEqual(['post']);
    expect(Object.keys(docs.paths['/api/admin/guidelines/{code}/updated'])).toEqual(['post']);
    expect(Object.keys(docs.paths['/api/admin/guidelines'])).toEqual(['get']);
    expect(Object.keys(docs.paths['/api/admin/audit'])).toEqual(['get']);
    expect(JSON.stringify(docs.paths['/api/admin/questions/{id}/versions'].post.requestBody)).toContain('NewQuestionVersionDto');
    expect(JSON.stringify(docs.paths['/api/admin/questions/{id}/versions/{version}/transitions'].post.requestBody)).toContain('QuestionTransitionDto');
  });

  describe('only live versions reach sessions', () => {
    it('should keep drafts, items in review and approved items out of tutor, timed, mock and filtered sessions and their counts', async () => {
      const draft = await create('draft');
      const inReview = await create('in-review');
      await move(editor, inReview.id, 1, 'in_review').expect(200);
      const approved = await create('approved');
      await move(editor, approved.id, 1, 'in_review').expect(200);
      await move(admin, approved.id, 1, 'approved').expect(200);
      const retired = await create('retired', { status: 'live' });
      await move(editor, retired.id, 1, 'retired').expect(200);
      const unpublished = new Set([draft.id, inReview.id, approved.id, retired.id]);
      const live = exam.questions.map((q) => q.id).sort();

      expect((await sessionIds({ mode: 'tutor', count: 4 })).sort()).toEqual(live);
      expect((await sessionIds({ mode: 'timed', count: 4 })).sort()).toEqual(live);
      expect((await sessionIds({ mode: 'mock' })).sort()).toEqual(live);
      expect((await sessionIds({ mode: 'tutor', filter: 'new', count: 4 })).sort()).toEqual(live);
      await start({ mode: 'tutor', count: 5 }).expect(400);
      const available = resultData<{ all: number; new: number }>((await query(t, 'sessions.available', { exam: exam.slug }, learner.cookie).expect(200)).body);
      expect(available).toMatchObject({ all: 4, new: 4 });
      for (const id of live) expect(unpublished.has(id)).toBe(false);
    });
  });

  describe('editing a live item', () => {
    it('should make version 2 as a draft while sessions keep getting version 1, then serve version 2 once it is published', async () => {
      const solo = await createFixtureExam(db, 1);
      await grantSubscription(db, learner.id, solo.id);
      const [q] = solo.questions;
      const soloStems = async () =>
        ((await t.http().post('/api/r/s/init').set('Cookie', learner.cookie).send({ exam: solo.slug, mode: 'tutor', count: 1 }).expect(201)).body as {
          questions: Array<{ item: { stem: string } }>;
        }).questions.map((x) => x.item.stem);
      const v1Stem = q.item.type === 'sba' ? q.item.stem : '';
      const v2Stem = `Version two of ${RUN}: a patient presents with a clearer finding; which option is right?`;
      try {
        const created = await as(editor)
          .post(`/api/admin/questions/${q.id}/versions`, { record: { stem: v2Stem }, changeNote: 'Clarified the finding in the stem.' })
          .expect(201);
        expect(created.body).toMatchObject({
          version: 2,
          status: 'draft',
          record: { stem: v2Stem },
          changeNote: 'Clarified the finding in the stem.',
          isCorrection: false,
          createdBy: { id: editor.id, email: editor.email },
          publishedAt: null,
          events: [{ from: null, to: 'draft', actor: { id: editor.id, email: editor.email } }],
        });
        // No item warnings (the other fixtures' stems, written alike, may be named as near-copies).
        expect((created.body.warnings as Array<{ code?: string }>).filter((w) => w.code !== 'NEAR_DUPLICATE')).toEqual([]);
        const row = (await as(editor).get(`/api/admin/questions/${q.id}`).expect(200)).body;
        expect(row).toMatchObject({ status: 'live', version: 1, latestVersion: 2, record: { stem: v1Stem }, latest: { version: 2, status: 'draft', record: { stem: v2Stem } } });
        expect(await soloStems()).toEqual([v1Stem]);

        await move(editor, q.id, 2, 'in_review', 'Ready for a second reader').expect(200);
        expect(await soloStems()).toEqual([v1Stem]);
        const approved = (await move(admin, q.id, 2, 'approved').expect(200)).body as VersionBody;
        expect(approved).toMatchObject({ status: 'approved', reviewedBy: { id: admin.id, email: admin.email } });
        expect(approved.reviewedAt).not.toBeNull();
        expect(await soloStems()).toEqual([v1Stem]);

        const published = (await move(admin, q.id, 2, 'live').expect(200)).body as VersionBody;
        expect(published.status).toBe('live');
        expect(published.publishedAt).not.toBeNull();
        expect(await soloStems()).toEqual([v2Stem]);

        const after = (await as(editor).get(`/api/admin/questions/${q.id}`).expect(200)).body;
        expect(after).toMatchObject({ status: 'live', version: 2, latestVersion: 2, reviewFlag: null, nextReviewDue: nextReviewDue(approved.reviewedAt!) });
        expect(new Date(after.reviewedAt).getTime()).toBe(new Date(approved.reviewedAt!).getTime());

        const versions = await versionsOf(q.id);
        expect(versions.map((v) => [v.version, v.status])).toEqual([
          [2, 'live'],
          [1, 'retired'],
        ]);
        expect(versions[0].events.map((e) => [e.from, e.to, e.actor?.email ?? null, e.note])).toEqual([
          [null, 'draft', editor.email, null],
          ['draft', 'in_review', editor.email, 'Ready for a second reader'],
          ['in_review', 'approved', admin.email, null],
          ['approved', 'live', admin.email, null],
        ]);
        expect(versions[1].events.at(-1)).toMatchObject({ from: 'live', to: 'retired', actor: { email: admin.email }, note: 'replaced by version 2' });

        const audit = await auditOf('question', q.id);
        expect(audit.map((a) => [a.action, a.actor?.email, a.after?.status])).toEqual([
          ['question.transition', admin.email, 'live'],
          ['question.transition', admin.email, 'approved'],
          ['question.transition', editor.email, 'in_review'],
          ['question.version', editor.email, 'draft'],
        ]);
      } finally {
        await dropFixtureExam(db, solo);
      }
    });

    it('should make a PATCH of a live item a new draft version and keep serving the live one', async () => {
      const { id } = await create('patched', { status: 'live' });
      const res = await as(editor).patch(`/api/admin/questions/${id}`, { explanation: 'A clearer explanation of why option A is right here.' }).expect(200);
      expect(res.body).toMatchObject({ status: 'live', version: 1, latestVersion: 2, latest: { version: 2, status: 'draft', record: { explanation: 'A clearer explanation of why option A is right here.' } } });
      expect(res.body.record.explanation).toBe(fixtureSba(1).explanation);
      // PATCH with the same content again makes no version.
      await as(editor).patch(`/api/admin/questions/${id}`, { explanation: 'A clearer explanation of why option A is right here.' }).expect(200);
      expect((await versionsOf(id)).map((v) => v.version)).toEqual([2, 1]);
    });
  });

  describe('the lifecycle', () => {
    it('should refuse moves it does not allow with a 409 ILLEGAL_TRANSITION and change nothing', async () => {
      const { id } = await create('illegal');
      for (const to of ['live', 'approved', 'draft']) {
        const res = await move(editor, id, 1, to).expect(409);
        expect(res.body).toMatchObject({ code: 'ILLEGAL_TRANSITION' });
      }
      await move(editor, id, 1, 'in_review').expect(200);
      await move(editor, id, 1, 'live').expect(409);
      await move(editor, id, 1, 'draft').expect(200);
      await move(editor, id, 1, 'retired').expect(200);
      expect((await move(editor, id, 1, 'draft').expect(409)).body.code).toBe('ILLEGAL_TRANSITION');
      expect((await move(editor, id, 1, 'retired').expect(409)).body.code).toBe('ILLEGAL_TRANSITION');
      const [v1] = await versionsOf(id);
      expect(v1.status).toBe('retired');
      expect(v1.events.map((e) => e.to)).toEqual(['draft', 'in_review', 'draft', 'retired']);

      expect((await move(editor, id, 2, 'in_review').expect(404)).body.code).toBe('QUESTION_VERSION_NOT_FOUND');
      await move(editor, id, 0, 'in_review').expect(404);
      await move(editor, id, 1, 'published').expect(400);
      await move(editor, randomUUID(), 1, 'in_review').expect(404);
    });

    it('should take two moves at once one after the other: one succeeds, the other is a 409, never a 500', async () => {
      const { id } = await create('race');
      await move(editor, id, 1, 'in_review').expect(200);
      await move(admin, id, 1, 'approved').expect(200);
      const statuses = (await Promise.all([move(admin, id, 1, 'live'), move(editor, id, 1, 'live')])).map((r) => r.status).sort();
      expect(statuses).toEqual([200, 409]);
      const withdrawals = await Promise.all([0, 1].map(() => t.http().delete(`/api/admin/questions/${id}`).set('Cookie', editor.cookie)));
      expect(withdrawals.map((r) => r.status)).toEqual([200, 200]);
      const [v1] = await versionsOf(id);
      expect(v1.events.map((e) => e.to)).toEqual(['draft', 'in_review', 'approved', 'live', 'retired']);
    });

    it('should audit creation, withdrawal and restoring with the actor', async () => {
      const { id } = await create('audited', { status: 'live' });
      await t.http().delete(`/api/admin/questions/${id}`).set('Cookie', editor.cookie).expect(200);
      const restored = (await as(admin).patch(`/api/admin/questions/${id}`, { status: 'live' }).expect(200)).body;
      expect(restored).toMatchObject({ status: 'live', version: 2 });
      const audit = await auditOf('question', id);
      expect(audit.map((a) => [a.action, a.actor?.email])).toEqual([
        ['question.transition', admin.email],
        ['question.version', admin.email],
        ['question.withdraw', editor.email],
        ['question.create', editor.email],
      ]);
    });
  });

  describe('guidelines', () => {
    it('should flag exactly the live items whose references cite the updated code, until a new version is published', async () => {
      const code = `NG${RUN}`;
      const cites = (c: string) => ({ references: [{ title: 'A guideline', publisher: 'NICE', code: c, year: 2022 }, { title: 'Another', publisher: 'BNF', year: 2025 }] });
      const citing = await create('cites-1', { status: 'live', ...cites(code) });
      const citing2 = await create('cites-2', { status: 'live', ...cites(code) });
      const draft = await create('cites-draft', cites(code));
      const other = await create('cites-other', { status: 'live', ...cites(`${code}X`) });

      const res = await as(editor).post(`/api/admin/guidelines/${code}/updated`, { note: '2025 update' }).expect(200);
      expect(res.body).toEqual({ flagged: 2 });
      const flagged = (await as(editor).get(`/api/admin/questions?exam=${exam.slug}&flagged=true&limit=100`).expect(200)).body.records as Array<{
        id: string;
        reviewFlag: string;
      }>;
      expect(flagged.map((r) => r.id).sort()).toEqual([citing.id, citing2.id].sort());
      expect(flagged[0].reviewFlag).toBe(`Guideline ${code} updated: 2025 update`);
      for (const { id } of [draft, other]) expect((await as(editor).get(`/api/admin/questions/${id}`).expect(200)).body.reviewFlag).toBeNull();

      const guidelines = (await as(editor).get('/api/admin/guidelines').expect(200)).body.records;
      expect(guidelines).toContainEqual(expect.objectContaining({ code, note: '2025 update', markedBy: { id: editor.id, email: editor.email } }));
      expect((await auditOf('guideline', code)).map((a) => [a.action, a.actor?.email, a.after?.flagged])).toEqual([['guideline.updated', editor.email, 2]]);

      const fixed = (await as(editor).post(`/api/admin/questions/${citing.id}/versions`, { record: cites(`${code}-2025`) }).expect(201)).body.version;
      expect((await as(editor).get(`/api/admin/questions/${citing.id}`).expect(200)).body.reviewFlag).not.toBeNull();
      await move(editor, citing.id, fixed, 'in_review').expect(200);
      await move(admin, citing.id, fixed, 'approved').expect(200);
      await move(admin, citing.id, fixed, 'live').expect(200);
      expect((await as(editor).get(`/api/admin/questions/${citing.id}`).expect(200)).body.reviewFlag).toBeNull();

      await as(editor).post(`/api/admin/guidelines/${encodeURIComponent('bad code!')}/updated`, { note: 'x y z' }).expect(400);
      await as(editor).post(`/api/admin/guidelines/${code}/updated`, {}).expect(400);
    });
  });

  describe('import by key and content', () => {
    it('should keep an unchanged record, publish a changed live one at once, and add a changed draft beside the live version', async () => {
      const live = record('import-live', { status: 'live' });
      const beside = record('import-beside', { status: 'live' });
      const file = (records: object[]) => as(editor).send('/api/admin/questions/import', 'application/json', JSON.stringify(records));
      await file([live, beside]).expect(200);
      const ids = Object.fromEntries(
        (await db.query(`SELECT key, id FROM questions WHERE key = ANY($1::text[])`, [[live.key, beside.key]])).map((r: { key: string; id: string }) => [r.key, r.id]),
      );
      expect((await file([live, beside]).expect(200)).body).toMatchObject({ imported: 2, inserted: 0, updated: 2 });
      expect((await versionsOf(ids[live.key])).map((v) => v.version)).toEqual([1]);

      const corrected = { ...live, explanation: 'Corrected: option A, as the 2025 guidance says.', reviewedAt: '2026-11-03', changeNote: 'The explanation now follows the 2025 guidance.' };
      const drafted = { ...beside, explanation: 'A draft rewrite of the explanation for review.', status: 'draft' };
      await file([corrected, drafted]).expect(200);

      const [v2, v1] = await versionsOf(ids[live.key]);
      expect(v2).toMatchObject({ version: 2, status: 'live', isCorrection: true, changeNote: corrected.changeNote, record: { explanation: corrected.explanation } });
      expect(v2.reviewedAt!.slice(0, 10)).toBe('2026-11-03');
      expect(v1.status).toBe('retired');
      expect((await as(editor).get(`/api/admin/questions/${ids[live.key]}`).expect(200)).body).toMatchObject({ version: 2, status: 'live', nextReviewDue: '2027-11-03' });

      const besideVersions = await versionsOf(ids[beside.key]);
      expect(besideVersions.map((v) => [v.version, v.status])).toEqual([
        [2, 'draft'],
        [1, 'live'],
      ]);
      expect((await as(editor).get(`/api/admin/questions/${ids[beside.key]}`).expect(200)).body).toMatchObject({ version: 1, latestVersion: 2, status: 'live' });
      expect((await auditOf('question', ids[live.key])).map((a) => [a.action, a.actor?.email, a.after?.version])).toEqual([
        ['question.import', editor.email, 2],
        ['question.import', editor.email, 1],
      ]);
    });
  });
});
