import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { AppRouter } from '@medprep/shared/contract';
import superjson from 'superjson';

export const TRPC_URL = '/api/trpc';

/**
 * The one fetch every tRPC call goes through: same-origin cookies included (the JWT lives in an
 * HttpOnly cookie). The 401 → logout routine of SPEC §7 belongs here, so that no feature has to
 * handle it.
 */
const fetchWithCredentials: typeof fetch = (input, init) => fetch(input, { ...init, credentials: 'include' });

export function createTrpcClient(url: string = TRPC_URL) {
  return createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url, transformer: superjson, fetch: fetchWithCredentials })],
  });
}

export type TrpcClient = ReturnType<typeof createTrpcClient>;

/** The app's single client; tests pass their own through the store's thunk extra argument. */
export const trpc: TrpcClient = createTrpcClient();
