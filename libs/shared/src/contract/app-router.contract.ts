import type { appProcedures } from './app-procedures';
import type { ContractRouter } from './procedure-definition';

/**
 * The tRPC API as the client sees it, mapped from the same procedure definitions the backend's
 * nestjs-trpc decorators take (nestjs-trpc's generator cannot run here). A backend test checks that
 * the running router serves exactly these procedures with these very schema objects.
 */
export type AppRouter = ContractRouter<typeof appProcedures>;

/** What each procedure returns and takes, as the client receives and sends it (dates as Date). */
export type RouterOutputs = import('@trpc/server').inferRouterOutputs<AppRouter>;
export type RouterInputs = import('@trpc/server').inferRouterInputs<AppRouter>;
