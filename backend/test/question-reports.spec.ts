import { randomUUID } from 'node:crypto';
import type { MyReport } from '@medprep/shared';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source';
import { signUp, type SignedUpUser } from './helpers/accounts';
import { publishVersion } from './helpers/content-versions';
import { createFixtureExam, dropFixtureExam, fixtureSba, grantSubscription, type FixtureExam } from './helpers/question-bank';
import { flushTestRedis } from './helpers/redis';
import { createTestApp, type TestApp } from './helpers/test-app';
import { mutate, query, resultData } from './helpers/trpc';

describe('question report triage', () => {
  let t: TestApp;
  let db: DataSource;
  let exam: FixtureExam;
  let other: FixtureExam;
  let editor: SignedUpUser;

  beforeAll(async () => {
    await flushTestRedis();
    t = await createTestApp();
    db = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
    [exam, other] = [await createFixtureExam(db, 3), await createFixtureExam(db, 1)];
    editor = await signUp(t);
    await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [editor.id]);
  });
  afterAll(async () => {
    await db.query(`DELETE FROM audit_log WHERE actor_id = $1`, [editor.id]);
    await dropFixtureExam(db, exam);
    await dropFixtureExam(db, other);
    await db.destroy();
    await t.close();
  });

  const reporter = async (on: FixtureExam = exam) => {
    const user = await signUp(t);
    await grantSubscription(db, user.id, on.id);
    return user;
  };
  const report = async (who: SignedUpUser, questionId: string, message: string) =>
    resultData<{ reportId: string }>((await mutate(t, 'questions.report', { questionId, message }, who.cookie).expect(200)).body).reportId;
  const decide = (id: string, body: object) => t.http().patch(`/api/admin/question-reports/${id}`).set('Cookie', editor.cookie).send(body);
  const myReports = async (who: SignedUpUser) => resultData<{ reports: MyReport[] }>((await query(t, 'corrections.myReports', undefined, who.cookie).expect(200)).body).reports;
  const auditOf = (id: string): Promise<Array<{ action: string; actor_id: string; before: unknown; after: unknown }>> =>
    db.query(`SELECT action, actor_id, before, after FROM audit_log WHERE entity = 'question_report' AND entity_id = $1 ORDER BY id`, [id]);

  it('should record the version the reporter was reading: the one answered, else the one served', async () => {
    const [q] = exam.questions;
    const reader = await reporter();
    const unanswered = await report(reader, q.id, 'The stem reads oddly.');
    expect((await myReports(reader))[0]).toMatchObject({ id: unanswered, reportedVersion: 1 });

    await publishVersion(db, q.id, { ...fixtureSba(1), explanation: 'Rewritten.' }, { changeNote: 'Rewritten.' });
    const fresh = await reporter();
    expect((await myReports(fresh))).toEqual([]);
    await report(fresh, q.id, 'Still reads oddly.');
    expect((await myReports(fresh))[0]).toMatchObject({ reportedVersion: 2 });

    // Answered at version 1 in a session that keeps it: that is the version read.
    const session = (await t.http().post('/api/r/s/init').set('Cookie', reader.cookie).send({ exam: exam.slug, mode: 'tutor', count: 3 }).expect(201)).body;
    await t.http().post('/api/r/s/qa').set('Cookie', reader.cookie).send({ sessionId: session.id, questionId: q.id, answer: 'A', timeMs: 1000 }).expect(200);
    await db.query(`UPDATE attempts SET question_version = 1 WHERE user_id = $1 AND question_id = $2`, [reader.id, q.id]);
    await report(reader, q.id, 'Option B is also defensible.');
    expect((await myReports(reader))[0]).toMatchObject({ id: unanswered, reportedVersion: 1, message: 'Option B is also defensible.', status: 'open' });
  });

  it('should list reports by status and exam with the version reported, reporter, reply and fix', async () => {
    const who = await reporter(other);
    const id = await report(who, other.questions[0].id, 'A typo in option C.');
    const res = await t.http().get(`/api/admin/question-reports?status=open&exam=${other.slug}`).set('Cookie', editor.cookie).expect(200);
    expect(res.body.total).toBe(1);
    expect(res.body.records).toEqual([
      expect.objectContaining({
        id,
        questionId: other.questions[0].id,
        questionKey: other.questions[0].key,
        examSlug: other.slug,
        questionVersion: 1,
        userEmail: who.email,
        message: 'A typo in option C.',
        status: 'open',
        reply: null,
        repliedAt: null,
        fixedInVersion: null,
      }),
    ]);
    const unknown = await t.http().get('/api/admin/question-reports?exam=no-such-exam').set('Cookie', editor.cookie).expect(400);
    expect(unknown.body.code).toBe('UNKNOWN_EXAM');
  });

  it('should reject a report only with a reply, which the reporter then reads, and close it', async () => {
    const who = await reporter();
    const id = await report(who, exam.questions[1].id, 'Surely the answer is C?');

    const bare = await decide(id, { status: 'rejected' }).expect(400);
    expect(bare.body.code).toBe('REPORT_REPLY_REQUIRED');
    await decide(id, { status: 'rejected', reply: '   ' }).expect(400);
    expect((await myReports(who))[0]).toMatchObject({ status: 'open', reply: null });

    const rejected = await decide(id, { status: 'rejected', reply: 'NICE NG219 (2022) still offers A first.' }).expect(200);
    expect(rejected.body).toMatchObject({ id, status: 'rejected', reply: 'NICE NG219 (2022) still offers A first.' });
    expect(rejected.body.repliedAt).toEqual(expect.any(String));

    const [mine] = await myReports(who);
    expect(mine).toMatchObject({ id, questionId: exam.questions[1].id, examSlug: exam.slug, status: 'rejected', reply: 'NICE NG219 (2022) still offers A first.', message: 'Surely the answer is C?' });
    expect(mine.repliedAt).toBeInstanceOf(Date);

    for (const status of ['accepted', 'fixed']) {
      const refused = await decide(id, { status, fixedInVersion: status === 'fixed' ? 2 : undefined }).expect(409);
      expect(refused.body.code).toBe('ILLEGAL_REPORT_TRANSITION');
    }
    expect(await auditOf(id)).toEqual([
      {
        action: 'question_report.rejected',
        actor_id: editor.id,
        before: { status: 'open', reply: null, fixedInVersion: null },
        after: { status: 'rejected', reply: 'NICE NG219 (2022) still offers A first.', fixedInVersion: null },
      },
    ]);
  });

  it('should accept a report, then mark it fixed only by an existing newer version, each step audited and seen by the reporter', async () => {
    const q = exam.questions[2];
    const who = await reporter();
    const id = await report(who, q.id, 'Febuxostat is first-line too.');

    expect((await decide(id, { status: 'fixed', fixedInVersion: 1 }).expect(409)).body.code).toBe('ILLEGAL_REPORT_TRANSITION');
    expect((await decide(id, { status: 'accepted', fixedInVersion: 2 }).expect(400)).body.code).toBe('REPORT_FIX_VERSION_UNEXPECTED');
    const accepted = await decide(id, { status: 'accepted', reply: 'Thank you: we are correcting it.' }).expect(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', reply: 'Thank you: we are correcting it.' });
    expect((await decide(id, { status: 'rejected', reply: 'Changed our mind.' }).expect(409)).body.code).toBe('ILLEGAL_REPORT_TRANSITION');

    expect((await decide(id, { status: 'fixed' }).expect(400)).body.code).toBe('REPORT_FIX_VERSION_REQUIRED');
    expect((await decide(id, { status: 'fixed', fixedInVersion: 1 }).expect(400)).body.code).toBe('REPORT_FIX_VERSION_INVALID');
    expect((await decide(id, { status: 'fixed', fixedInVersion: 2 }).expect(400)).body.code).toBe('REPORT_FIX_VERSION_INVALID');

    const version = await publishVersion(db, q.id, { ...fixtureSba(3), explanation: 'Allopurinol or febuxostat first-line.' }, { changeNote: 'Febuxostat is first-line too.', isCorrection: true });
    const fixed = await decide(id, { status: 'fixed', fixedInVersion: version }).expect(200);
    // The reply given on accepting stands when fixing says nothing more.
    expect(fixed.body).toMatchObject({ status: 'fixed', fixedInVersion: 2, reply: 'Thank you: we are correcting it.', questionVersion: 1 });
    expect((await myReports(who))[0]).toMatchObject({ status: 'fixed', fixedInVersion: 2, reportedVersion: 1, reply: 'Thank you: we are correcting it.' });
    expect((await auditOf(id)).map((a) => [a.action, (a.after as { status: string }).status])).toEqual([
      ['question_report.accepted', 'accepted'],
      ['question_report.fixed', 'fixed'],
    ]);
  });

  it('should answer 404 for an unknown report, 400 for a bad body, and never a 500', async () => {
    expect((await decide(randomUUID(), { status: 'accepted' }).expect(404)).body.code).toBe('QUESTION_REPORT_NOT_FOUND');
    expect((await decide('not-a-uuid', { status: 'accepted' }).expect(404)).body.code).toBe('QUESTION_REPORT_NOT_FOUND');
    const who = await reporter();
    const id = await report(who, exam.questions[0].id, 'Another look, please.');
    await decide(id, { status: 'open' }).expect(400);
    await decide(id, { status: 'accepted', reply: 42 }).expect(400);
    await decide(id, { status: 'accepted', reply: 'x'.repeat(2001) }).expect(400);
    await decide(id, { status: 'fixed', fixedInVersion: 'two' }).expect(400);
    await decide(id, { status: 'fixed', fixedInVersion: 1.5 }).expect(400);
  });

  it('should take two decisions at once in turn: one wins, the other is a 409', async () => {
    const who = await reporter();
    const id = await report(who, exam.questions[1].id, 'Decided twice at once.');
    const answers = await Promise.all([decide(id, { status: 'accepted' }), decide(id, { status: 'rejected', reply: 'It stands.' })]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await auditOf(id)).toHaveLength(1);
  });
});
