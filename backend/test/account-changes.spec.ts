import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ChangeFeed } from '../src/database/change-feed/change-feed';
import { signUp, type SignedUpUser } from './helpers/accounts';
import { examIdOf } from './helpers/catalogue';
import { eventually } from './helpers/eventually';
import { flushTestRedis } from './helpers/redis';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Signed-in reads (the session, the user, the access summary) are cached in process and dropped on
 * Postgres's account_changed notifications. These tests write behind the service's back, as another
 * instance, an admin or psql would, and check the next requests see it.
 */
describe('account caches follow every committed change', () => {
  let t: TestApp;
  let db: DataSource;
  let user: SignedUpUser;

  beforeAll(async () => {
    await flushTestRedis();
    t = await createTestApp();
    db = t.app.get(getDataSourceToken());
    user = await signUp(t, { firstName: 'Ada', surname: 'Okoye' });
  });
  afterAll(() => t.close());

  const me = (cookie = user.cookie) => t.http().get('/api/auth/me').set('Cookie', cookie);

  /** Polls until `check` passes; a notification takes milliseconds, the limit is generous for a loaded machine. */
  it('shows a subscription granted by another writer on the next reads', async () => {
    expect((await me().expect(200)).body.access.access).toBe('none');
    const examId = await examIdOf(db, 'msra');
    await db.query(`INSERT INTO subscriptions (user_id, exam_id, starts_at, ends_at, source) VALUES ($1, $2, now(), now() + interval '30 days', 'admin')`, [user.id, examId]);
    await eventually(async () => {
      const body = (await me().expect(200)).body;
      expect(body.access.access).toBe('subscription');
      expect(body.access.subscriptions.map((s: { examSlug: string }) => s.examSlug)).toEqual(['msra']);
    });
  });

  it('shows a name changed in the database, and a role change counts at once on admin routes', async () => {
    await db.query(`UPDATE users SET first_name = 'Adaeze' WHERE id = $1`, [user.id]);
    await eventually(async () => expect((await me().expect(200)).body.firstName).toBe('Adaeze'));
    await t.http().get('/api/admin/exams').set('Cookie', user.cookie).expect(403);
    // No waiting for the notification: privileged routes read the role from the database.
    await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [user.id]);
    await t.http().get('/api/admin/exams').set('Cookie', user.cookie).expect(200);
    await db.query(`UPDATE users SET role = 'user' WHERE id = $1`, [user.id]);
    await t.http().get('/api/admin/exams').set('Cookie', user.cookie).expect(403);
  });

  it('refuses a session revoked by another instance (its logout or a password reset there)', async () => {
    const second = await t.http().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
    const cookie = String(second.headers['set-cookie']).split(';')[0];
    await me(cookie).expect(200);
    await db.query(`UPDATE auth_sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL AND token_hash <> ''`, [user.id]);
    await eventually(async () => {
      await me(cookie).expect(401);
      await me().expect(401);
    });
  });

  it('refuses at once a session logged out through this process', async () => {
    const fresh = await signUp(t);
    await me(fresh.cookie).expect(200);
    await t.http().post('/api/auth/logout').set('Cookie', fresh.cookie).expect((res) => expect(res.status).toBeLessThan(300));
    await me(fresh.cookie).expect(401);
  });

  it('caches nothing while the notifications cannot be heard, and resumes once they can', async () => {
    const reader = await signUp(t, { firstName: 'Bola' });
    await me(reader.cookie).expect(200);
    const changes = t.app.get(ChangeFeed);
    await db.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'medprep-change-feed' AND datname = current_database()`);
    await eventually(async () => expect(changes.live).toBe(false), 2000);
    // Read while deaf: were this kept, the write below (whose notification nobody hears) would stay hidden.
    expect((await me(reader.cookie).expect(200)).body.firstName).toBe('Bola');
    await db.query(`UPDATE users SET first_name = 'Bolanle' WHERE id = $1`, [reader.id]);
    await eventually(async () => expect((await me(reader.cookie).expect(200)).body.firstName).toBe('Bolanle'));
    await eventually(async () => expect(changes.live).toBe(true), 5000);
    await db.query(`UPDATE users SET first_name = 'Bolu' WHERE id = $1`, [reader.id]);
    await eventually(async () => expect((await me(reader.cookie).expect(200)).body.firstName).toBe('Bolu'));
  });
});
