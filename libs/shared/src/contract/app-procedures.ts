import type { RouterTables } from './procedure-definition';
import { accountProcedures } from './procedures/account.procedures';
import { authProcedures } from './procedures/auth.procedures';
import { checkoutProcedures } from './procedures/checkout.procedures';
import { contentProcedures } from './procedures/content.procedures';
import { examsProcedures } from './procedures/exams.procedures';
import { learningProcedures } from './procedures/learning.procedures';
import { performanceProcedures } from './procedures/performance.procedures';
import { productProcedures } from './procedures/product.procedures';
import { questionsProcedures } from './procedures/questions.procedures';
import { redisProcedures } from './procedures/redis.procedures';
import { sessionsProcedures } from './procedures/sessions.procedures';
import { usersProcedures } from './procedures/users.procedures';

/** Every router's procedures by the router's alias: the whole tRPC API, defined once. */
export const appProcedures = {
  auth: authProcedures,
  users: usersProcedures,
  account: accountProcedures,
  exams: examsProcedures,
  product: productProcedures,
  checkout: checkoutProcedures,
  sessions: sessionsProcedures,
  questions: questionsProcedures,
  performance: performanceProcedures,
  redis: redisProcedures,
  content: contentProcedures,
  learning: learningProcedures,
} satisfies RouterTables;
