import type { TRPCClient } from '@trpc/client';
import type { AppRouter } from '@medprep/shared/contract';
import { runLogoutRoutine } from './logout-routine';

export const TRPC_URL = '/api/trpc';

export type TrpcClient = TRPCClient<AppRouter>;

/**
 * The one fetch every tRPC call goes through: same-origin cookies included (the JWT lives in an
 * HttpOnly cookie). Any 401 runs the logout routine (its failure ignored) and the response is passed
 * on unchanged, so that no feature has to handle it; the caller still sees the error.
 */
export function withCredentialsAndLogout(fetchImpl: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await fetchImpl(input, { ...init, credentials: 'include' });
    if (response.status === 401) await runLogoutRoutine();
    return response;
  };
}

/**
 * A client with the real one's shape that loads it (@trpc/client and superjson, ~10 KB gzip) on the
 * first call, keeping them out of the entry chunk. `client.a.b.query(input)` walks the same path on
 * the real client once it is there; calls made in the same tick still share one batch.
 */
export function createLazyTrpcClient(load: () => Promise<TrpcClient>): TrpcClient {
  let client: Promise<TrpcClient> | null = null;
  const node = (path: readonly string[]): unknown =>
    new Proxy(() => {}, {
      get: (_target, key) => (typeof key === 'string' && key !== 'then' ? node([...path, key]) : undefined),
      apply: async (_target, _this, args: unknown[]) => {
        client ??= load().catch((error: unknown) => {
          client = null;
          throw error;
        });
        let target: unknown = await client;
        for (const key of path) target = (target as Record<string, unknown>)[key];
        return (target as (...a: unknown[]) => unknown)(...args);
      },
    });
  return node([]) as TrpcClient;
}

const loadTrpcClient = () => import('./trpc-client');

/**
 * Starts downloading the real client now: every page's start-up asks for the exam list through it,
 * so waiting for that first call would put one more round trip before the first page's data.
 */
export function preloadTrpcClient(): void {
  void loadTrpcClient().catch(() => {});
}

/** The app's single client; tests pass their own through the store's thunk extra argument. */
export const trpc: TrpcClient = createLazyTrpcClient(() => loadTrpcClient().then(({ createTrpcClient }) => createTrpcClient()));
