import { appProcedures, listProcedureDefinitions, listProcedures } from '@medprep/shared/contract';
import type { AnyRouter } from '@trpc/server';
import { AppRouterHost } from 'nestjs-trpc';
import { createTestApp, type TestApp } from './helpers/test-app';

/** What tRPC keeps of a built procedure: the parsers given to `.input()` and `.output()`, as given. */
interface LiveProcedure {
  _def: { type: string; inputs: unknown[]; output?: unknown };
}

describe('the tRPC contract in libs/shared', () => {
  let t: TestApp;
  let liveRouter: AnyRouter;
  const definitions = listProcedureDefinitions(appProcedures);

  beforeAll(async () => {
    t = await createTestApp();
    liveRouter = t.app.get(AppRouterHost).appRouter;
  });
  afterAll(() => t.close());

  const liveProcedures = () => liveRouter._def.procedures as Record<string, LiveProcedure>;

  it('should name exactly the procedures the running server serves, with the same query/mutation kinds', () => {
    expect(listProcedures(liveRouter)).toEqual(definitions.map(({ path, type }) => ({ path, type })));
  });

  it('should serve every procedure with the very input and output schema objects of its shared definition', () => {
    const drifted = definitions
      .filter(({ path, input, output }) => {
        const live = liveProcedures()[path]?._def;
        const inputs = input ? [input] : [];
        return !live || live.inputs.length !== inputs.length || live.inputs.some((parser, i) => parser !== inputs[i]) || live.output !== output;
      })
      .map(({ path }) => path);
    expect(drifted).toEqual([]);
  });

  it('should give every live procedure an output schema, so nothing unintended leaves the server', () => {
    const missing = Object.entries(liveProcedures())
      .filter(([, procedure]) => procedure._def.output === undefined)
      .map(([path]) => path);
    expect(missing).toEqual([]);
  });
});
