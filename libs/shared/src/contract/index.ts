export type { AppRouter, RouterInputs, RouterOutputs } from './app-router.contract';
export { appProcedures } from './app-procedures';
export { accountProcedures } from './procedures/account.procedures';
export { authProcedures } from './procedures/auth.procedures';
export { checkoutProcedures } from './procedures/checkout.procedures';
export { contentProcedures } from './procedures/content.procedures';
export { examsProcedures } from './procedures/exams.procedures';
export { learningProcedures } from './procedures/learning.procedures';
export { performanceProcedures } from './procedures/performance.procedures';
export { productProcedures } from './procedures/product.procedures';
export { questionsProcedures } from './procedures/questions.procedures';
export { redisProcedures } from './procedures/redis.procedures';
export { sessionsProcedures } from './procedures/sessions.procedures';
export { usersProcedures } from './procedures/users.procedures';
export { listProcedureDefinitions, mutation, query } from './procedure-definition';
export type {
  ContractRouter,
  ProcedureDefinition,
  ProcedureDefinitionEntry,
  ProcedureSchemas,
  ProcedureTable,
  RouterTables,
} from './procedure-definition';
export { listProcedures } from './procedure-list';
export type { ProcedureEntry } from './procedure-list';
