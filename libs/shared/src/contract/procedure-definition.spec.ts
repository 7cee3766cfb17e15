import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listProcedureDefinitions, mutation, query } from './procedure-definition';

describe('query and mutation', () => {
  it('keep the very schema objects they are given, with the kind', () => {
    const input = z.strictObject({ id: z.string() });
    const output = z.boolean();
    const read = query({ input, output });
    const write = mutation({ output });
    expect(read.type).toBe('query');
    expect(read.input).toBe(input);
    expect(read.output).toBe(output);
    expect(write).toEqual({ type: 'mutation', output });
    expect(write.output).toBe(output);
  });
});

describe('listProcedureDefinitions', () => {
  it('lists every procedure of every table by router.procedure path, sorted', () => {
    const output = z.boolean();
    const tables = { b: { y: query({ output }) }, a: { z: mutation({ output }), x: query({ output }) } };
    expect(listProcedureDefinitions(tables).map(({ path, type }) => ({ path, type }))).toEqual([
      { path: 'a.x', type: 'query' },
      { path: 'a.z', type: 'mutation' },
      { path: 'b.y', type: 'query' },
    ]);
    expect(listProcedureDefinitions(tables)[0].output).toBe(output);
  });
});
