import { appRouterContract, listProcedures } from '@medprep/shared/contract';
import type { AnyRouter } from '@trpc/server';
import { AppRouterHost } from 'nestjs-trpc';
import { z } from 'zod';
import { createTestApp, type TestApp } from './helpers/test-app';

interface ProcedureDef {
  _def: { type: string; inputs: z.ZodType[]; output?: z.ZodType };
}

function schemasOf(router: AnyRouter) {
  const procedures = router._def.procedures as Record<string, ProcedureDef>;
  const json = (schema: z.ZodType | undefined, io: 'input' | 'output') =>
    schema ? z.toJSONSchema(schema, { io, unrepresentable: 'any' }) : null;
  return Object.fromEntries(
    Object.entries(procedures).map(([path, procedure]) => [
      path,
      { input: procedure._def.inputs.map((s) => json(s, 'input')), output: json(procedure._def.output, 'output') },
    ]),
  );
}

describe('the tRPC contract in libs/shared', () => {
  let t: TestApp;
  let liveRouter: AnyRouter;

  beforeAll(async () => {
    t = await createTestApp();
    liveRouter = t.app.get(AppRouterHost).appRouter;
  });
  afterAll(() => t.close());

  it('should name exactly the procedures the running server serves, with the same query/mutation kinds', () => {
    expect(listProcedures(liveRouter)).toEqual(listProcedures(appRouterContract));
  });

  it('should declare the same input and output schemas as the running server', () => {
    expect(schemasOf(liveRouter)).toEqual(schemasOf(appRouterContract));
  });

  it('should give every live procedure an output schema, so nothing unintended leaves the server', () => {
    const missing = Object.entries(schemasOf(liveRouter))
      .filter(([, s]) => s.output === null)
      .map(([path]) => path);
    expect(missing).toEqual([]);
  });
});
