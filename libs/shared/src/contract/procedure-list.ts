import type { AnyRouter } from '@trpc/server';

export interface ProcedureEntry {
  path: string;
  type: 'query' | 'mutation' | 'subscription';
}

/** Every procedure of a tRPC router as `router.procedure` paths with their kind, sorted by path. */
export function listProcedures(router: AnyRouter): ProcedureEntry[] {
  const procedures = router._def.procedures as Record<string, { _def: { type: ProcedureEntry['type'] } }>;
  return Object.entries(procedures)
    .map(([path, procedure]) => ({ path, type: procedure._def.type }))
    .sort((a, b) => a.path.localeCompare(b.path));
}
