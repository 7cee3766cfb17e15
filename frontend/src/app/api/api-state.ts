import type { RootState } from '../store';

/** The store's state with the api's part, which joins every store as soon as app/api/base-api.ts loads. */
export type ApiRootState = RootState & Required<Pick<RootState, 'api'>>;

/**
 * The state as the api's selectors (`endpoint.select(arg)`) take it. The root state types the api's
 * part as optional because it is injected; any code that holds an endpoint has loaded it.
 */
export const withApi = (state: RootState) => state as ApiRootState;
