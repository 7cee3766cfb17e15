export { appRouterContract } from './app-router.contract';
export type { AppRouter } from './app-router.contract';
export { listProcedures } from './procedure-list';
export type { ProcedureEntry } from './procedure-list';
