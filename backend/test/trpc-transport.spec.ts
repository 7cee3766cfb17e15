import request from 'supertest';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source';
import { signUp, type SignedUpUser } from './helpers/accounts';
import { examIdOf } from './helpers/catalogue';
import { grantSubscription } from './helpers/question-bank';
import { flushTestRedis } from './helpers/redis';
import { batchQueryPath, queryPath, resultData } from './helpers/trpc';
import { createTestApp, type TestApp } from './helpers/test-app';

interface Call {
  method: 'get' | 'post';
  path: string;
  body?: () => string;
  signedIn?: boolean;
}

/** What one call of a reply says: the data it carries, or its error's tRPC code (and domain code). */
type Outcome = 'data' | { code: string; domainCode?: string };

interface Reply {
  error?: { json: { message: string; data: { code: string; httpStatus: number; domainCode?: string; stack?: unknown } } };
  result?: { data: { json: unknown; meta?: unknown } };
}

function outcomeOf(reply: Reply): Outcome {
  if (reply.result) return 'data';
  const data = reply.error!.json.data;
  return data.domainCode ? { code: data.code, domainCode: data.domainCode } : { code: data.code };
}

/** How the app answers the SPA's tRPC calls: status codes, batches, partial failures and errors. */
describe('tRPC transport', () => {
  let t: TestApp;
  let user: SignedUpUser;

  beforeAll(async () => {
    await flushTestRedis();
    t = await createTestApp();
    user = await signUp(t);
    const db = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
    await grantSubscription(db, user.id, await examIdOf(db, 'msra'));
    await db.destroy();
  });
  afterAll(() => t.close());

  function send(call: Call) {
    const agent = t.http();
    let req = call.method === 'get' ? agent.get(call.path) : agent.post(call.path).set('Content-Type', 'application/json').send(call.body?.() ?? '');
    if (call.signedIn) req = req.set('Cookie', user.cookie);
    return req;
  }

  const settings = (theme: unknown) => () => JSON.stringify({ json: { data: { userID: user.id, settingsData: { theme } } } });
  const unauthorized = { code: 'UNAUTHORIZED' };

  it.each<[string, Call, number, Outcome | Outcome[]]>([
    ['a public batch (the catalogue)', { method: 'get', path: batchQueryPath([['exams.initExamsAvailableForInstance'], ['exams.initAvailableExamsVariants']]) }, 200, ['data', 'data']],
    ['a query with input', { method: 'get', path: queryPath('product.initProductVariantsWithExamKey', { examKey: 'mrcp-1' }) }, 200, 'data'],
    ['a signed-in query (the dashboard)', { method: 'get', path: queryPath('performance.overview'), signedIn: true }, 200, 'data'],
    ['a signed-in query by a visitor', { method: 'get', path: queryPath('performance.overview') }, 401, unauthorized],
    ['a batch that partly fails', { method: 'get', path: batchQueryPath([['exams.initExamsAvailableForInstance'], ['performance.overview']]) }, 207, ['data', unauthorized]],
    ['a domain error (unknown exam)', { method: 'get', path: queryPath('product.initProductVariantsWithExamKey', { examKey: 'no-such-exam' }) }, 404, { code: 'NOT_FOUND', domainCode: 'NO_PRODUCT_VARIANTS' }],
    ['input the schema refuses', { method: 'get', path: queryPath('product.initProductVariantsWithExamKey', { examKey: 42 }) }, 400, { code: 'BAD_REQUEST' }],
    ['input that is not JSON', { method: 'get', path: '/api/trpc/product.initProductVariantsWithExamKey?input=%7Bnot-json' }, 400, { code: 'BAD_REQUEST' }],
    ['a batch whose input is not an object', { method: 'get', path: '/api/trpc/product.initProductVariantsWithExamKey?batch=1&input=%221%22' }, 400, [{ code: 'BAD_REQUEST' }]],
    ['a mutation', { method: 'post', path: '/api/trpc/users.updateUserSettings', body: settings('dark'), signedIn: true }, 200, 'data'],
    ['a mutation with refused input', { method: 'post', path: '/api/trpc/users.updateUserSettings', body: settings(7), signedIn: true }, 400, { code: 'BAD_REQUEST' }],
    ['a query sent as a POST', { method: 'post', path: '/api/trpc/performance.overview', body: () => '{}', signedIn: true }, 405, { code: 'METHOD_NOT_SUPPORTED' }],
    ['a mutation sent as a GET', { method: 'get', path: queryPath('users.updateUserSettings', {}), signedIn: true }, 405, { code: 'METHOD_NOT_SUPPORTED' }],
    ['an unknown procedure', { method: 'get', path: queryPath('exams.noSuchProcedure') }, 404, { code: 'NOT_FOUND' }],
    ['a batch naming an unknown procedure', { method: 'get', path: batchQueryPath([['exams.initExamsAvailableForInstance'], ['exams.noSuchProcedure']]) }, 207, ['data', { code: 'NOT_FOUND' }]],
  ])('should answer %s', async (_, call, status, expected) => {
    const res = await send(call);

    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.body as Reply | Reply[];
    expect(Array.isArray(body) ? body.map(outcomeOf) : outcomeOf(body)).toEqual(expected);
    for (const reply of [body].flat()) {
      if (reply.error) expect(reply.error.json.data).not.toHaveProperty('stack');
      if (reply.error) expect(reply.error.json.data.httpStatus).toBeGreaterThanOrEqual(400);
    }
  });

  it('should send dates in superjson format, so that the client reads them back as Dates', async () => {
    const res = await send({ method: 'get', path: queryPath('performance.overview'), signedIn: true });

    expect((res.body as Reply).result!.data.meta).toMatchObject({ values: { 'exams.0.endsAt': ['Date'] } });
    const overview = resultData<{ exams: Array<{ endsAt: unknown }> }>(res.body as never);
    expect(overview.exams[0].endsAt).toBeInstanceOf(Date);
  });

  it('should keep a batch in call order, each call with its own answer', async () => {
    const res = await request(t.app.getHttpServer()).get(
      batchQueryPath([['product.initProductVariantsWithExamKey', { examKey: 'no-such-exam' }], ['product.initProductVariantsWithExamKey', { examKey: 'mrcp-1' }]]),
    );

    expect(res.status).toBe(207);
    expect((res.body as Reply[]).map(outcomeOf)).toEqual([{ code: 'NOT_FOUND', domainCode: 'NO_PRODUCT_VARIANTS' }, 'data']);
  });
});
