import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { AppRouter } from '@medprep/shared/contract';
import superjson from 'superjson';
import { runLogoutRoutine } from './logout-routine';

export const TRPC_URL = '/api/trpc';

/**
 * The one fetch every tRPC call goes through: same-origin cookies included (the JWT lives in an
 * HttpOnly cookie). Any 401 runs the logout routine (its failure ignored) and the response is passed
 * on unchanged (SPEC §7), so that no feature has to handle it; the caller still sees the error.
 */
export function withCredentialsAndLogout(fetchImpl: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await fetchImpl(input, { ...init, credentials: 'include' });
    if (response.status === 401) await runLogoutRoutine();
    return response;
  };
}

export function createTrpcClient(url: string = TRPC_URL, fetchImpl: typeof fetch = (input, init) => fetch(input, init)) {
  return createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url, transformer: superjson, fetch: withCredentialsAndLogout(fetchImpl) })],
  });
}

export type TrpcClient = ReturnType<typeof createTrpcClient>;

/** The app's single client; tests pass their own through the store's thunk extra argument. */
export const trpc: TrpcClient = createTrpcClient();
