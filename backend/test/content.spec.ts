import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { REPO_ROOT } from '../src/config/paths';
import { dataSourceOptions } from '../src/database/data-source';
import { signUp } from './helpers/accounts';
import { flushTestRedis } from './helpers/redis';
import { createTestApp, type TestApp } from './helpers/test-app';
import { mutate, query, resultData } from './helpers/trpc';

describe('site content and the contact form', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    await flushTestRedis();
    t = await createTestApp();
    db = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
  });
  afterAll(async () => {
    await db.destroy();
    await t.close();
  });

  it('should list 16 partners whose logos are local files', async () => {
    const partners = resultData<Array<{ name: string; image: string }>>((await query(t, 'content.partners').expect(200)).body);
    expect(partners).toHaveLength(16);
    for (const p of partners) {
      expect(p.image).toMatch(/^\/images\/partners\/[a-z-]+\.svg$/);
      expect(existsSync(join(REPO_ROOT, 'frontend', 'public', p.image))).toBe(true);
    }
  });

  it("should page the blog in the spec's list shape, newest first", async () => {
    const blog = resultData<{ records: Array<{ date: Date; title: string }>; total: number; limit: number; sort: string; order: string; page: number }>(
      (await query(t, 'content.blog').expect(200)).body,
    );
    expect(blog).toMatchObject({ total: 6, limit: 10, sort: 'date', order: 'desc', page: 1 });
    const dates = blog.records.map((r) => r.date.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('should page FAQs and testimonials on request', async () => {
    const second = resultData<{ records: unknown[]; page: number; limit: number; total: number }>(
      (await query(t, 'content.faqs', { page: 2, limit: 5 }).expect(200)).body,
    );
    expect(second).toMatchObject({ page: 2, limit: 5, total: 12 });
    expect(second.records).toHaveLength(5);
    const testimonials = resultData<{ records: Array<{ name: string; testimonial: string }> }>((await query(t, 'content.testimonials').expect(200)).body);
    expect(testimonials.records.length).toBeGreaterThanOrEqual(4);
    await query(t, 'content.faqs', { page: 0 }).expect(400);
  });

  it('should serve a blog post by slug and a 404 for an unknown one', async () => {
    const post = resultData<{ body: string }>((await query(t, 'content.blogPost', { slug: 'why-missed-questions-come-back' }).expect(200)).body);
    expect(post.body).toMatch(/review queue/);
    await query(t, 'content.blogPost', { slug: 'nope' }).expect(404);
  });

  it('should store a contact message and say thank you', async () => {
    const res = await t.http().post('/api/contact').set('X-Forwarded-For', '10.0.0.1').send({ name: 'Sam Patel', email: 'Sam.Patel@example.test', message: 'Do you offer group licences for a deanery?' }).expect(201);
    expect(res.body).toMatchObject({ ok: true, message: expect.stringMatching(/two working days/) });
    // The newest message from this address: other suites (the fuzzer) may have written to it before.
    const [row] = await db.query(`SELECT name, email, subject, message FROM contact_messages WHERE email = 'sam.patel@example.test' ORDER BY created_at DESC LIMIT 1`);
    expect(row).toEqual({ name: 'Sam Patel', email: 'sam.patel@example.test', subject: 'General enquiry', message: 'Do you offer group licences for a deanery?' });
  });

  it('should refuse a bad message with a clear reason and store nothing', async () => {
    const res = await t.http().post('/api/contact').send({ name: 'X', email: 'not-an-email', message: 'short' }).expect(400);
    expect(res.body.message).toMatch(/valid e-mail/);
    expect(res.body.message).toMatch(/at least 10 characters/);
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM contact_messages WHERE name = 'X'`);
    expect(n).toBe(0);
  });

  it('should limit messages from one address to five an hour', async () => {
    await flushTestRedis();
    const send = () => t.http().post('/api/contact').send({ name: 'Flood', email: 'flood@example.test', message: 'Message number something.' });
    for (let i = 0; i < 5; i++) await send().expect(201);
    const res = await send().expect(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it("should save the user's onboarding state", async () => {
    const user = await signUp(t);
    const res = await mutate(t, 'users.updateUserState', { data: { stateData: { onboardingModalAddressed: true, currency: 'GBP' } } }, user.cookie).expect(200);
    expect(resultData(res.body)).toEqual({ state: { onboardingModalAddressed: true, currency: 'gbp' } });
    expect((await t.http().get('/api/auth/me').set('Cookie', user.cookie)).body.state).toEqual({ onboardingModalAddressed: true, currency: 'gbp' });
    await mutate(t, 'users.updateUserState', { data: { stateData: { famAvailable: 3 } } }, user.cookie).expect(400);
  });
});
