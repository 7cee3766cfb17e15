import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { TRPC_MAX_BATCH_SIZE, TRPC_MAX_URL_LENGTH } from '@medprep/shared';
import type { AppRouter } from '@medprep/shared/contract';
import superjson from 'superjson';
import { TRPC_URL, withCredentialsAndLogout, type TrpcClient } from './trpc';

/**
 * The real client: httpBatchLink with superjson over the credentialed, 401-aware fetch. Batches stay
 * within the server's limits (calls per batch, URL length): past them the link starts another batch.
 */
export function createTrpcClient(url: string = TRPC_URL, fetchImpl: typeof fetch = (input, init) => fetch(input, init)): TrpcClient {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url,
        transformer: superjson,
        fetch: withCredentialsAndLogout(fetchImpl),
        maxItems: TRPC_MAX_BATCH_SIZE,
        maxURLLength: TRPC_MAX_URL_LENGTH,
      }),
    ],
  });
}
