import { initTRPC, TRPCError, type AnyTRPCProcedure } from '@trpc/server';
import { z } from 'zod';
import { invokeProcedure, type ProcedureCall } from './invoke-procedure';

type Ctx = { role: string; trail: string[] };
const t = initTRPC.context<Ctx>().meta<{ label?: string }>().create();

/** Middlewares that use every part of what tRPC hands them: ctx, input, raw input, meta, next's options. */
const signedIn = t.middleware(({ ctx, next }) => {
  if (ctx.role === 'visitor') throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in first.' });
  return next({ ctx: { user: `${ctx.role}-user`, trail: [...ctx.trail, 'signedIn'] } });
});
const doublesInput = t.middleware(async ({ getRawInput, next }) => {
  const raw = (await getRawInput()) as { n?: unknown } | undefined;
  return typeof raw?.n === 'number' ? next({ input: { n: raw.n * 2 } }) : next();
});
const rawInputReplaced = t.middleware(({ next }) => next({ getRawInput: async () => ({ n: 3 }) }));
const labelled = t.middleware(async ({ meta, next }) => {
  const result = await next();
  return result.ok ? { ...result, data: { ...(result.data as object), label: meta?.label ?? null } } : result;
});
const forgetsNext = t.middleware(async () => undefined as never);
const failsAfter = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) throw new TRPCError({ code: 'BAD_REQUEST', message: `Mapped: ${result.error.message}` });
  return result;
});

const router = t.router({
  whoAmI: t.procedure.use(signedIn).use(labelled).meta({ label: 'who' }).query(({ ctx }) => ({ user: (ctx as Ctx & { user: string }).user, role: ctx.role, trail: ctx.trail })),
  doubled: t.procedure
    .input(z.object({ n: z.number().max(10) }))
    .use(doublesInput)
    .output(z.object({ n: z.number(), at: z.date() }))
    .query(({ input }) => ({ n: input.n, at: new Date(0) })),
  rawReplaced: t.procedure
    .use(rawInputReplaced)
    .input(z.object({ n: z.number() }))
    .query(({ input }) => input.n),
  badOutput: t.procedure.output(z.object({ n: z.number() })).query(() => ({ n: 'not a number' }) as never),
  throws: t.procedure.use(failsAfter).mutation(() => {
    throw new Error('database gone');
  }),
  forgotten: t.procedure.use(forgetsNext).query(() => 'never'),
});

const procedures = router._def.procedures as Record<string, AnyTRPCProcedure>;

function call(path: string, ctx: Ctx, rawInput?: unknown): ProcedureCall {
  return { path, ctx, type: procedures[path]._def.type, getRawInput: async () => rawInput, signal: undefined, batchIndex: 0 };
}

/** What a call settles to, errors reduced to what the client sees of them. */
async function outcome(run: () => Promise<unknown>) {
  try {
    return { data: await run() };
  } catch (error) {
    const e = error as TRPCError;
    return { error: { name: e.name, code: e.code, message: e.message } };
  }
}

describe('invokeProcedure', () => {
  it.each<[string, string, Ctx, unknown]>([
    ['a ctx extended by a middleware, and meta', 'whoAmI', { role: 'admin', trail: ['start'] }, undefined],
    ['a middleware refusing the caller', 'whoAmI', { role: 'visitor', trail: [] }, undefined],
    ['input validated, then replaced by a middleware, output validated', 'doubled', { role: 'x', trail: [] }, { n: 4 }],
    ['input the schema refuses before the middleware', 'doubled', { role: 'x', trail: [] }, { n: 11 }],
    ['input of the wrong type', 'doubled', { role: 'x', trail: [] }, { n: 'four' }],
    ['raw input replaced by a middleware before validation', 'rawReplaced', { role: 'x', trail: [] }, { n: 'refused unless replaced' }],
    ['output the schema refuses', 'badOutput', { role: 'x', trail: [] }, undefined],
    ['a resolver error mapped by a middleware after next', 'throws', { role: 'x', trail: [] }, undefined],
    ['a middleware that never calls next', 'forgotten', { role: 'x', trail: [] }, undefined],
  ])('should settle %s as tRPC itself does', async (_, path, ctx, rawInput) => {
    const procedure = procedures[path];
    const ours = await outcome(() => invokeProcedure(procedure, call(path, ctx, rawInput)));
    const theirs = await outcome(() => (procedure as unknown as (c: ProcedureCall) => Promise<unknown>)(call(path, ctx, rawInput)));
    expect(ours).toEqual(theirs);
  });

  it('should pass the middlewares what they change (the comparison above is not vacuous)', async () => {
    await expect(invokeProcedure(procedures.whoAmI, call('whoAmI', { role: 'admin', trail: ['start'] }))).resolves.toEqual({
      user: 'admin-user',
      role: 'admin',
      trail: ['start', 'signedIn'],
      label: 'who',
    });
    await expect(invokeProcedure(procedures.doubled, call('doubled', { role: 'x', trail: [] }, { n: 4 }))).resolves.toEqual({ n: 8, at: new Date(0) });
    await expect(invokeProcedure(procedures.rawReplaced, call('rawReplaced', { role: 'x', trail: [] }, { n: 'x' }))).resolves.toBe(3);
    await expect(invokeProcedure(procedures.throws, call('throws', { role: 'x', trail: [] }))).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Mapped: database gone' });
    await expect(invokeProcedure(procedures.forgotten, call('forgotten', { role: 'x', trail: [] }))).rejects.toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
  });
});
