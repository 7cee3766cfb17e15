import { createExpressMiddleware } from '@trpc/server/adapters/express';
import cookieParser from 'cookie-parser';
import express from 'express';
import { AppRouterHost } from 'nestjs-trpc';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source';
import { AppTrpcContext } from '../src/trpc/trpc-context';
import { signUp, type SignedUpUser } from './helpers/accounts';
import { examIdOf } from './helpers/catalogue';
import { grantSubscription } from './helpers/question-bank';
import { flushTestRedis } from './helpers/redis';
import { batchQueryPath, queryPath } from './helpers/trpc';
import { createTestApp, type TestApp } from './helpers/test-app';

interface Call {
  method: 'get' | 'post';
  path: string;
  body?: () => string;
  signedIn?: boolean;
}

/**
 * The app answers the SPA's tRPC calls with its own lean JSON transport: every answer must be the
 * one tRPC's official adapter gives for the same router and context, status and body alike.
 */
describe('tRPC transport: the same answers as the official adapter', () => {
  let t: TestApp;
  let reference: express.Express;
  let user: SignedUpUser;

  beforeAll(async () => {
    await flushTestRedis();
    t = await createTestApp();
    const context = t.app.get(AppTrpcContext);
    reference = express();
    reference.use(cookieParser());
    reference.use('/api/trpc', createExpressMiddleware({ router: t.app.get(AppRouterHost).appRouter, createContext: (opts) => context.create(opts as never) }));
    user = await signUp(t);
    const db = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
    await grantSubscription(db, user.id, await examIdOf(db, 'msra'));
    await db.destroy();
  });
  afterAll(() => t.close());

  async function both(call: Call) {
    const send = (agent: ReturnType<typeof request>) => {
      let req = call.method === 'get' ? agent.get(call.path) : agent.post(call.path).set('Content-Type', 'application/json').send(call.body?.() ?? '');
      if (call.signedIn) req = req.set('Cookie', user.cookie);
      return req;
    };
    const [lean, official] = [await send(t.http()), await send(request(reference))];
    const view = (res: request.Response) => ({ status: res.status, type: res.headers['content-type'], body: res.body as unknown });
    return { lean: view(lean), official: view(official) };
  }

  const settings = (theme: unknown) => () => JSON.stringify({ json: { data: { userID: user.id, settingsData: { theme } } } });

  it.each<[string, Call]>([
    ['a public batch (the catalogue)', { method: 'get', path: batchQueryPath([['exams.initExamsAvailableForInstance'], ['exams.initAvailableExamsVariants']]) }],
    ['a query with input', { method: 'get', path: queryPath('product.initProductVariantsWithExamKey', { examKey: 'mrcp-1' }) }],
    ['a signed-in query whose answer holds dates (the dashboard)', { method: 'get', path: queryPath('performance.overview'), signedIn: true }],
    ['a signed-in query by a visitor (UNAUTHORIZED)', { method: 'get', path: queryPath('performance.overview') }],
    ['a batch that partly fails (207)', { method: 'get', path: batchQueryPath([['exams.initExamsAvailableForInstance'], ['performance.overview']]) }],
    ['a domain error (unknown exam)', { method: 'get', path: queryPath('product.initProductVariantsWithExamKey', { examKey: 'no-such-exam' }) }],
    ['input the schema refuses', { method: 'get', path: queryPath('product.initProductVariantsWithExamKey', { examKey: 42 }) }],
    ['input that is not JSON', { method: 'get', path: '/api/trpc/product.initProductVariantsWithExamKey?input=%7Bnot-json' }],
    ['a batch whose input is not an object', { method: 'get', path: '/api/trpc/exams.initExamsAvailableForInstance?batch=1&input=%5B1%5D' }],
    ['a mutation', { method: 'post', path: '/api/trpc/users.updateUserSettings', body: settings('dark'), signedIn: true }],
    ['a mutation with refused input', { method: 'post', path: '/api/trpc/users.updateUserSettings', body: settings(7), signedIn: true }],
    ['a query sent as a POST', { method: 'post', path: '/api/trpc/performance.overview', body: () => '{}', signedIn: true }],
    ['a mutation sent as a GET', { method: 'get', path: queryPath('users.updateUserSettings', {}), signedIn: true }],
    ['an unknown procedure', { method: 'get', path: queryPath('exams.noSuchProcedure') }],
    ['a batch naming an unknown procedure', { method: 'get', path: batchQueryPath([['exams.initExamsAvailableForInstance'], ['exams.noSuchProcedure']]) }],
  ])('should answer %s as the official adapter does', async (_, call) => {
    const { lean, official } = await both(call);
    expect(lean).toEqual(official);
  });

  it('should really answer differently across those calls (the comparison is not vacuous)', async () => {
    const statuses = new Set<number>();
    for (const call of [
      { method: 'get', path: queryPath('performance.overview'), signedIn: true },
      { method: 'get', path: queryPath('performance.overview') },
      { method: 'get', path: batchQueryPath([['exams.initExamsAvailableForInstance'], ['performance.overview']]) },
    ] as Call[]) {
      statuses.add((await both(call)).lean.status);
    }
    expect([...statuses].sort()).toEqual([200, 207, 401]);
    const dashboard = await both({ method: 'get', path: queryPath('performance.overview'), signedIn: true });
    expect(JSON.stringify(dashboard.lean.body)).toMatch(/"exams.0.endsAt":\["Date"\]/);
  });
});
