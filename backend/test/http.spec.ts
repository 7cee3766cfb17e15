import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  answerInputSchema,
  contactInputSchema,
  loginInputSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  redisQueryInputSchema,
  registerInputSchema,
  sessionIdInputSchema,
  sessionInitInputSchema,
  syncTimeInputSchema,
} from '@medprep/shared';
import { z } from 'zod';
import { restOperations } from './helpers/security';
import { createTestApp, type TestApp } from './helpers/test-app';

const INDEX_HTML = '<!doctype html><html><body><div id="root">MedPrep SPA</div></body></html>';

describe('the HTTP surface', () => {
  let t: TestApp;

  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'medprep-spa-'));
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log("app")');
    t = await createTestApp({ FRONTEND_DIST: dist });
  });
  afterAll(() => t.close());

  it('should report the database and Redis as up on GET /api/health', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.body).toMatchObject({ status: 'ok', info: { database: { status: 'up' }, redis: { status: 'up' } } });
  });

  it('should answer GET /api/test with a bare JSON body', async () => {
    await t.http().get('/api/test').expect(200, { ok: true });
  });

  it('should answer an unknown /api path with a JSON 404', async () => {
    const res = await t.http().get('/api/nope').expect(404).expect('Content-Type', /json/);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('should serve the Swagger UI at /api/docs and the OpenAPI document at /api/docs-json', async () => {
    const ui = await t.http().get('/api/docs').expect(200);
    expect(ui.text).toMatch(/swagger-ui/i);
    const spec = await t.http().get('/api/docs-json').expect(200);
    expect(spec.body.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.body.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/exams', '/api/exams/{slug}']));
  });

  it.each([
    ['POST /api/auth/register', registerInputSchema],
    ['POST /api/auth/login', loginInputSchema],
    ['POST /api/auth/password-reset', passwordResetRequestSchema],
    ['POST /api/auth/password-reset/confirm', passwordResetConfirmSchema],
    ['POST /api/contact', contactInputSchema],
    ['POST /api/r/s/init', sessionInitInputSchema],
    ['POST /api/r/s/qa', answerInputSchema],
    ['POST /api/r/s/st', syncTimeInputSchema],
    ['POST /api/r/s/end', sessionIdInputSchema],
    ['POST /api/r/query', redisQueryInputSchema],
  ])('should document the body of %s with the shared schema that validates it', async (operation, schema) => {
    const op = (await restOperations(t)).find((o) => `${o.method.toUpperCase()} ${o.path}` === operation);
    const { $schema: _, ...expected } = z.toJSONSchema(schema, { io: 'input' });
    expect(op?.bodySchema).toEqual(expected);
  });

  // A signed-in route's page (its first frame, see pages.spec) is kept by the browser alone.
  it.each([
    ['/', 'no-cache'],
    ['/exam/mrcp-1', 'no-cache'],
    ['/dashboard/profile', 'private, no-cache'],
    ['/no/such/page', 'no-cache'],
  ])('should serve the SPA for %s (history fallback)', async (path, cacheControl) => {
    const res = await t.http().get(path).expect(200).expect('Content-Type', /html/);
    expect(res.text).toBe(INDEX_HTML);
    expect(res.headers['cache-control']).toBe(cacheControl);
  });

  it('should serve hashed assets with a long cache and a 404 for a missing one', async () => {
    const res = await t.http().get('/assets/app-abc123.js').expect(200);
    expect(res.headers['cache-control']).toMatch(/immutable/);
    await t.http().get('/assets/missing-1.js').expect(404);
  });

  it('should answer a malformed JSON body with a 400 that says the JSON is bad', async () => {
    const res = await t.http().post('/api/trpc/exams.initExamsAvailableForInstance').set('Content-Type', 'application/json').send('{"oops":');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const rest = await t.http().post('/api/nope').set('Content-Type', 'application/json').send('{"oops":');
    expect(rest.status).toBe(400);
    expect(rest.body.message).toMatch(/JSON/);
  });

  it('should answer an oversized body with a 413, not a 500', async () => {
    const res = await t.http().post('/api/nope').set('Content-Type', 'application/json').send(JSON.stringify({ big: 'x'.repeat(200_000) }));
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The request body is too large.');
  });

  it('should send the helmet security headers', async () => {
    const res = await t.http().get('/api/test');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('should refuse to call a query as a mutation', async () => {
    const res = await t.http().post('/api/trpc/exams.initExamsAvailableForInstance').set('Content-Type', 'application/json').send('{}');
    expect([400, 405]).toContain(res.status);
  });
});
