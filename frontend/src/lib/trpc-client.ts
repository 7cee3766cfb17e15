import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { AppRouter } from '@medprep/shared/contract';
import superjson from 'superjson';
import { TRPC_URL, withCredentialsAndLogout, type TrpcClient } from './trpc';

/** The real client: httpBatchLink with superjson over the credentialed, 401-aware fetch. */
export function createTrpcClient(url: string = TRPC_URL, fetchImpl: typeof fetch = (input, init) => fetch(input, init)): TrpcClient {
  return createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url, transformer: superjson, fetch: withCredentialsAndLogout(fetchImpl) })],
  });
}
