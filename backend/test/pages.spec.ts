import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getDataSourceToken } from '@nestjs/typeorm';
import { EMBEDDED_SESSION_ELEMENT_ID, type Item } from '@medprep/shared';
import type { DataSource } from 'typeorm';
import { signUp, type SignedUpUser } from './helpers/accounts';
import { createTypedFixtureExam, dropFixtureExam, fixtureSba, signUpSubscriber, type FixtureExam } from './helpers/question-bank';
import { eventually } from './helpers/eventually';
import { createTestApp, type TestApp } from './helpers/test-app';
import { queryPath } from './helpers/trpc';

const ROOT = join(__dirname, '..', '..');
/** The exam this suite renames and reprices (and puts back). */
const SLUG = 'frcophth-1';
const TITLE = 'FRCOphth Part 1';

interface Payload {
  route: string;
  data: { json: { exams: { slug: string; title: string }[]; product?: { examKey: string; value: { variants: { value: number; currency: { code: string }; period: number }[] } } } };
}

/** The built web app and its prerender bundle, as `npm test` and `npm start` build them. */
function ensureFrontendBuilt() {
  const script = `import(${JSON.stringify(join(ROOT, 'scripts', 'workspace.mjs'))}).then((m) => m.ensureBuilt(['@medprep/shared', '@medprep/frontend']))`;
  const result = spawnSync(process.execPath, ['-e', script], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('building the frontend failed');
}

type Manifest = Record<string, { file: string; name?: string; css?: string[]; isEntry?: boolean }>;
const manifest = () => JSON.parse(readFileSync(join(ROOT, 'frontend', 'dist', '.vite', 'manifest.json'), 'utf8')) as Manifest;
const builtFile = (file: string) => readFileSync(join(ROOT, 'frontend', 'dist', file), 'utf8');
const stylesheetLinks = (html: string) => Array.from(html.matchAll(/<link rel="stylesheet"[^>]*>/g), ([tag]) => ({ href: /href="([^"]+)"/.exec(tag)![1], disabled: /\sdisabled[\s>]/.test(tag) }));
const enabledStylesheetLinks = (html: string) => stylesheetLinks(html).filter((link) => !link.disabled).map((link) => link.href);
const disabledStylesheetLinks = (html: string) => stylesheetLinks(html).filter((link) => link.disabled).map((link) => link.href);

/** The text of the page's #root, the rendered app, without tags. */
const rootText = (html: string) => (/<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, ' ');

describe('prerendered public pages', () => {
  let a: TestApp;
  let b: TestApp;
  let admin: SignedUpUser;

  beforeAll(async () => {
    ensureFrontendBuilt();
    // Two instances on one database, as behind a load balancer.
    [a, b] = await Promise.all([createTestApp(), createTestApp()]);
    admin = await signUp(a, { firstName: 'Ada', surname: 'Admin' });
    await a.app.get<DataSource>(getDataSourceToken()).query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.id]);
  }, 180_000);
  afterAll(() => Promise.all([a?.close(), b?.close()]));

  it('serves /exam/mrcp-1 as HTML that holds its title and prices, and the data it was rendered from', async () => {
    const res = await a.http().get('/exam/mrcp-1').expect(200).expect('Content-Type', /text\/html/);
    const text = rootText(res.text);
    expect(text).toContain('MRCP Part 1');
    expect(text).toMatch(/\$\d+\.\d\d/);
    expect(res.text).toContain('<title>MRCP Part 1 — MedPrep</title>');
    const payload = JSON.parse(/<script type="application\/json" id="medprep-payload">(.*?)<\/script>/s.exec(res.text)![1]) as Payload;
    expect(payload.data.json.product?.examKey).toBe('mrcp-1');
  });

  it('writes its stylesheets into the page: nothing to fetch before the first paint but the page', async () => {
    const res = await a.http().get('/exam/mrcp-1').expect(200);
    expect(enabledStylesheetLinks(res.text)).toEqual([]);
    const entryCss = Object.values(manifest()).find((entry) => entry.isEntry)!.css!;
    for (const file of entryCss) expect(res.text).toContain(`<style>${builtFile(file)}</style>`);
    // Named by a disabled link, so that the app's chunk loader does not fetch and append it again.
    expect(disabledStylesheetLinks(res.text)).toEqual(expect.arrayContaining(entryCss.map((file) => `/${file}`)));
  });

  it.each([
    ['/', 'Our Exams'],
    ['/exams', 'MRCP Part 1'],
    ['/faqs', 'Frequently asked questions'],
    ['/contact-us', 'Contact us'],
  ])('serves %s with its content in the HTML', async (path, text) => {
    const res = await a.http().get(path).expect(200).expect('Content-Type', /text\/html/);
    expect(rootText(res.text)).toContain(text);
  });

  it.each(['/_payload.json', '/exams/_payload.json', '/exam/mrcp-1/_payload.json', '/faqs/_payload.json', '/contact-us/_payload.json'])(
    'serves %s as JSON with an ETag, a short public cache and a 304 for that ETag',
    async (path) => {
      const res = await a.http().get(path).expect(200).expect('Content-Type', /application\/json/);
      const payload = res.body as Payload;
      expect(payload.route).toBe(path.slice(0, -'/_payload.json'.length) || '/');
      expect(payload.data.json.exams.find((exam) => exam.slug === 'mrcp-1')?.title).toBe('MRCP Part 1');
      expect(res.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=300');
      expect(res.headers.etag).toMatch(/^".+"$/);
      await a.http().get(path).set('If-None-Match', res.headers.etag).expect(304);
    },
  );

  it('sends a page compressed when the browser accepts it, and revalidates the HTML by its ETag', async () => {
    const res = await a.http().get('/exam/mrcp-1').set('Accept-Encoding', 'gzip, deflate, br').expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(rootText(res.text)).toContain('MRCP Part 1');
    expect(res.headers['cache-control']).toBe('public, no-cache');
    await a.http().get('/exam/mrcp-1').set('If-None-Match', res.headers.etag).expect(304);
  });

  it("answers an exam that does not exist with the app's page and a 404, and its payload with a JSON 404", async () => {
    const res = await a.http().get('/exam/no-such-exam').expect(404).expect('Content-Type', /text\/html/);
    expect(res.text).toContain('<div id="root"></div>');
    const payload = await a.http().get('/exam/no-such-exam/_payload.json').expect(404).expect('Content-Type', /application\/json/);
    expect(payload.body).toMatchObject({ statusCode: 404 });
  });

  it("shows an admin's new title in the page and its payload on every instance, and a new price", async () => {
    const db = a.app.get<DataSource>(getDataSourceToken());
    const titleIn = async (t: TestApp) => {
      const [page, payload] = await Promise.all([t.http().get(`/exam/${SLUG}`).expect(200), t.http().get(`/exam/${SLUG}/_payload.json`).expect(200)]);
      const title = (/<h1 id="exam-title" class="page__title">([^<]*)<\/h1>/.exec(page.text) ?? [])[1];
      return { title, payload: (payload.body as Payload).data.json.exams.find((exam) => exam.slug === SLUG)?.title };
    };
    const usdMonth = async (t: TestApp) =>
      ((await t.http().get(`/exam/${SLUG}/_payload.json`).expect(200)).body as Payload).data.json.product!.value.variants.find(
        (v) => v.period === 1 && v.currency.code === 'usd',
      )!.value;
    // Both instances have rendered the page before the change.
    expect(await titleIn(a)).toEqual({ title: TITLE, payload: TITLE });
    expect(await titleIn(b)).toEqual({ title: TITLE, payload: TITLE });
    const price = await usdMonth(b);
    const [{ id }] = (await db.query(`SELECT id FROM exams WHERE slug = $1`, [SLUG])) as { id: string }[];
    try {
      await a.http().patch(`/api/admin/exams/${id}`).set('Cookie', admin.cookie).send({ title: 'FRCOphth Part One' }).expect(200);
      await eventually(async () => expect(await titleIn(a)).toEqual({ title: 'FRCOphth Part One', payload: 'FRCOphth Part One' }));
      await eventually(async () => expect(await titleIn(b)).toEqual({ title: 'FRCOphth Part One', payload: 'FRCOphth Part One' }));
      // A price changed by another instance (or psql): heard through the change feed.
      await db.query(
        `UPDATE variants SET price_minor = price_minor + 100 WHERE currency = 'usd' AND period_months = 1
           AND product_id IN (SELECT p.id FROM products p JOIN exams e ON e.id = p.exam_id WHERE e.slug = $1)`,
        [SLUG],
      );
      await eventually(async () => expect(await usdMonth(b)).toBeCloseTo(price + 1, 2));
    } finally {
      await a.http().patch(`/api/admin/exams/${id}`).set('Cookie', admin.cookie).send({ title: TITLE }).expect(200);
      await db.query(
        `UPDATE variants SET price_minor = price_minor - 100 WHERE currency = 'usd' AND period_months = 1
           AND product_id IN (SELECT p.id FROM products p JOIN exams e ON e.id = p.exam_id WHERE e.slug = $1)`,
        [SLUG],
      );
    }
    await eventually(async () => expect(await titleIn(b)).toEqual({ title: TITLE, payload: TITLE }));
  });

  describe('signed-in pages', () => {
    const chunk = (name: string) => Object.values(manifest()).find((entry) => entry.name === name)!;
    /** What paints before the app runs: the static frame before #root, without tags. */
    const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' };
    /** The text the frame shows before the app runs: without tags, entities read as a browser reads them. */
    const frameText = (html: string) =>
      (/<div id="first-frame"[^>]*>([\s\S]*?)<div id="root">/.exec(html)?.[1] ?? '')
        .replace(/<[^>]+>/g, ' ')
        .replace(/&(?:lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity])
        .replace(/\s+/g, ' ');

    it.each([
      ['/dashboard', 'Dashboard Your exams, your progress and what to practise next.'],
      ['/dashboard/history', 'Loading your account…'],
      ['/s/3f1c0e4e-5d7a-4c55-9a43-2f0b7a1d2e90', 'Session Opening your session…'],
      ['/s/3f1c0e4e-5d7a-4c55-9a43-2f0b7a1d2e90/review', 'Session Loading your results…'],
    ])('serves %s with a static first frame and its layout\'s stylesheets, the same for everyone', async (path, text) => {
      const res = await a.http().get(path).expect(200).expect('Content-Type', /text\/html/);
      expect(frameText(res.text)).toContain(text);
      // The frame is drawn with the app shell's classes: their stylesheets are written into the page.
      for (const file of chunk('AppShell').css ?? []) expect(res.text).toContain(`<style>${builtFile(file)}</style>`);
      expect(enabledStylesheetLinks(res.text)).toEqual([]);
      expect(disabledStylesheetLinks(res.text)).toEqual(expect.arrayContaining((chunk('AppShell').css ?? []).map((file) => `/${file}`)));
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.headers['cache-control']).toBe('private, no-cache');
      await a.http().get(path).set('If-None-Match', res.headers.etag).expect(304);
    });

    describe("the player's page of a running session", () => {
      let db: DataSource;
      let exam: FixtureExam;
      let owner: SignedUpUser;
      const hostile = 'A stem that tries <img src=x onerror="alert(1)"> & more';

      beforeAll(async () => {
        db = a.app.get<DataSource>(getDataSourceToken());
        exam = await createTypedFixtureExam(db, [fixtureSba(1), { ...(fixtureSba(2) as Extract<Item, { type: 'sba' }>), stem: hostile }, fixtureSba(3)]);
        owner = await signUpSubscriber(a, db, exam.id);
      });
      afterAll(() => dropFixtureExam(db, exam));

      const start = async (user: SignedUpUser) =>
        (await a.http().post('/api/r/s/init').set('Cookie', user.cookie).send({ exam: exam.slug, mode: 'tutor', count: 3 }).expect(201)).body as { id: string; questionIds: string[] };
      const stemOf = (id: string) => (exam.questions.find((question) => question.id === id)!.item as { stem: string }).stem;
      /** The session written into the page for the player, parsed as the browser would: null when there is none. */
      const embeddedSession = (html: string): unknown => {
        const json = new RegExp(`<script type="application/json" id="${EMBEDDED_SESSION_ELEMENT_ID}">([^<]*)</script>`).exec(html)?.[1];
        return json === undefined ? null : JSON.parse(json);
      };

      it('shows its owner the question the player opens on, before the app has run, and no cache keeps it', async () => {
        const session = await start(owner);
        const [first, second] = session.questionIds;
        await a.http().post('/api/r/s/qa').set('Cookie', owner.cookie).send({ sessionId: session.id, questionId: first, answer: 'A', timeMs: 1000 }).expect(200);
        const res = await a.http().get(`/s/${session.id}`).set('Cookie', owner.cookie).expect(200).expect('Content-Type', /text\/html/);
        const frame = frameText(res.text);
        expect(frame).toContain('Tutor mode · 1 of 3 answered');
        expect(frame).toContain('Question 2 of 3');
        expect(frame).not.toContain('Opening your session');
        expect(frame).toContain(stemOf(second));
        expect(frame).not.toContain(stemOf(first));
        expect(res.text).toContain('<div id="root"></div>');
        expect(res.headers['cache-control']).toBe('private, no-store');
        expect(res.headers.etag).toBeUndefined();
      });

      it('carries the session as GET /api/r/s/:id gives it, so that the player need not ask again', async () => {
        const session = await start(owner);
        const res = await a.http().get(`/s/${session.id}`).set('Cookie', owner.cookie).expect(200);
        const read = await a.http().get(`/api/r/s/${session.id}`).set('Cookie', owner.cookie).expect(200);
        expect(embeddedSession(res.text)).toEqual(read.body);
      });

      it('writes the bank\'s text as text, never as markup', async () => {
        const hostileId = exam.questions.find((question) => (question.item as { stem: string }).stem === hostile)!.id;
        const session = await start(owner);
        for (const id of session.questionIds.slice(0, session.questionIds.indexOf(hostileId))) {
          await a.http().post('/api/r/s/qa').set('Cookie', owner.cookie).send({ sessionId: session.id, questionId: id, answer: 'A', timeMs: 1000 }).expect(200);
        }
        const res = await a.http().get(`/s/${session.id}`).set('Cookie', owner.cookie).expect(200);
        expect(res.text).toContain('A stem that tries &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; more');
        expect(res.text).not.toContain('<img src=x');
        // In the session the page carries, the same text cannot close its script element.
        expect(JSON.stringify(embeddedSession(res.text))).toContain(JSON.stringify(hostile).slice(1, -1));
      });

      it("gives anyone else, a visitor, and an ended session's owner the page every user gets", async () => {
        const session = await start(owner);
        const stems = session.questionIds.map(stemOf);
        const stranger = await signUpSubscriber(a, db, exam.id);
        for (const request of [a.http().get(`/s/${session.id}`).set('Cookie', stranger.cookie), a.http().get(`/s/${session.id}`), a.http().get(`/s/not-a-session`).set('Cookie', owner.cookie)]) {
          const res = await request.expect(200);
          expect(frameText(res.text)).toContain('Opening your session…');
          for (const stem of stems) expect(res.text).not.toContain(stem);
          expect(embeddedSession(res.text)).toBeNull();
          expect(res.headers['cache-control']).toBe('private, no-cache');
        }
        await a.http().post('/api/r/s/end').set('Cookie', owner.cookie).send({ sessionId: session.id }).expect(200);
        expect(frameText((await a.http().get(`/s/${session.id}`).set('Cookie', owner.cookie).expect(200)).text)).toContain('Opening your session…');
      });
    });

    it('leaves the API under a signed-in path to the API', async () => {
      const res = await a.http().get('/dashboard/api/auth/me').expect(200).expect('Content-Type', /application\/json/);
      expect(res.body).toEqual({ uid: null });
    });
  });

  it('lets browsers and shared caches keep the public catalogue call briefly (public Cache-Control, with its ETag)', async () => {
    const path = queryPath('exams.initExamsAvailableForInstance');
    await a.http().get(path).expect(200);
    const res = await a.http().get(path).expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=300');
    expect(res.headers.etag).toMatch(/^".+"$/);
  });
});
