import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source';
import { signUp, type SignedUpUser } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Editors work on content; everything else under /api/admin stays with admins; the server enforces it. */
describe('editor and admin roles', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: SignedUpUser;
  let editor: SignedUpUser;
  let user: SignedUpUser;

  const CONTENT = ['/api/admin/questions', '/api/admin/question-reports', '/api/admin/guidelines', '/api/admin/audit'];
  const ADMIN_ONLY = ['/api/admin/coupons', '/api/admin/orders', '/api/admin/products', '/api/admin/exams'];
  const get = (path: string, who?: SignedUpUser) => (who ? t.http().get(path).set('Cookie', who.cookie) : t.http().get(path));

  beforeAll(async () => {
    t = await createTestApp();
    db = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
    [admin, editor, user] = [await signUp(t), await signUp(t), await signUp(t)];
    await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.id]);
    await db.query(`UPDATE users SET role = 'editor' WHERE id = $1`, [editor.id]);
  });

  afterAll(async () => {
    await db.destroy();
    await t.close();
  });

  it('should let an editor read and write content but not coupons, orders, products or exams', async () => {
    for (const path of CONTENT) await get(path, editor).expect(200);
    for (const path of ADMIN_ONLY) expect((await get(path, editor).expect(403)).body.code).toBe('FORBIDDEN');
    // Item statistics and near-duplicates are content too (404 only says no run has happened yet).
    expect([200, 404]).toContain((await get('/api/admin/item-stats/runs/latest', editor)).status);
    await t.http().post('/api/admin/questions/near-duplicates').set('Cookie', editor.cookie).send({ stem: 'A 55-year-old man with heartburn has an endoscopy.' }).expect(200);
    expect((await get('/api/admin/item-stats/runs/latest', user).expect(403)).body.code).toBe('FORBIDDEN');
    await t.http().post('/api/admin/coupons').set('Cookie', editor.cookie).send({ code: 'EDITORTRY', effect: 'percent', value: 10 }).expect(403);
    // Uploads are content too: the role passes, and the missing file is what is refused.
    const upload = await t.http().post('/api/admin/media').set('Cookie', editor.cookie).set('Origin', process.env.APP_ORIGIN ?? 'http://localhost:5173');
    expect([400, 415]).toContain(upload.status);
  });

  it('should let an admin in everywhere', async () => {
    for (const path of [...CONTENT, ...ADMIN_ONLY]) await get(path, admin).expect(200);
  });

  it('should refuse a user with a 403 and a visitor with a 401 on both', async () => {
    for (const path of [...CONTENT, ...ADMIN_ONLY]) {
      expect((await get(path, user).expect(403)).body.code).toBe('FORBIDDEN');
      await get(path).expect(401);
    }
    await t.http().post('/api/admin/media').set('Cookie', user.cookie).expect(403);
  });

  it('should count a demotion on the next request', async () => {
    const demoted = await signUp(t);
    await db.query(`UPDATE users SET role = 'editor' WHERE id = $1`, [demoted.id]);
    await get('/api/admin/questions', demoted).expect(200);
    await db.query(`UPDATE users SET role = 'user' WHERE id = $1`, [demoted.id]);
    await get('/api/admin/questions', demoted).expect(403);
  });
});
