import type { TRPCBuiltRouter, TRPCDefaultErrorShape, TRPCMutationProcedure, TRPCQueryProcedure } from '@trpc/server';
import type { z } from 'zod';

/** What a procedure takes and returns. Every procedure declares its output: it strips what must not leave the server. */
export interface ProcedureSchemas {
  input?: z.ZodType;
  output: z.ZodType;
}

/**
 * One tRPC procedure, defined once for both sides: the backend's nestjs-trpc decorator takes it as
 * is (`@Query(def)`, `@Mutation(def)`; the decorator reads `input` and `output` and ignores `type`),
 * and the client's `AppRouter` type is mapped from it.
 */
export interface ProcedureDefinition extends ProcedureSchemas {
  type: 'query' | 'mutation';
}

/** A router's procedures by name. */
export type ProcedureTable = Record<string, ProcedureDefinition>;

/** Every router's procedure table, by the router's alias. */
export type RouterTables = Record<string, ProcedureTable>;

export function query<const S extends ProcedureSchemas>(schemas: S): S & { type: 'query' } {
  return { ...schemas, type: 'query' };
}

export function mutation<const S extends ProcedureSchemas>(schemas: S): S & { type: 'mutation' } {
  return { ...schemas, type: 'mutation' };
}

/** The root types `initTRPC.create({ transformer: superjson })` gives a router. */
interface ContractRootTypes {
  ctx: object;
  meta: object;
  errorShape: TRPCDefaultErrorShape;
  transformer: true;
}

/** The procedure type tRPC's builder gives `t.procedure.input(input).output(output).query(…)` (or `.mutation`). */
type BuiltProcedure<D extends ProcedureDefinition> = {
  query: TRPCQueryProcedure<BuiltProcedureTypes<D>>;
  mutation: TRPCMutationProcedure<BuiltProcedureTypes<D>>;
}[D['type']];

interface BuiltProcedureTypes<D extends ProcedureDefinition> {
  input: D extends { input: infer I extends z.ZodType } ? z.input<I> : void;
  output: z.output<D['output']>;
  meta: object;
  errorShape: TRPCDefaultErrorShape;
}

/** The router type `t.router` would build from these tables: one sub-router per table. */
export type ContractRouter<T extends RouterTables> = TRPCBuiltRouter<
  ContractRootTypes,
  { [R in keyof T]: { [P in keyof T[R]]: BuiltProcedure<T[R][P]> } }
>;

export interface ProcedureDefinitionEntry extends ProcedureDefinition {
  path: string;
}

/** Every procedure of the tables as `router.procedure` paths with its definition, sorted by path. */
export function listProcedureDefinitions(tables: RouterTables): ProcedureDefinitionEntry[] {
  return Object.entries(tables)
    .flatMap(([router, table]) => Object.entries(table).map(([name, definition]) => ({ ...definition, path: `${router}.${name}` })))
    .sort((a, b) => a.path.localeCompare(b.path));
}
