/**
 * The most procedure calls one tRPC request may carry. The server refuses a larger batch with a 400;
 * the client's batch link splits its calls into batches of at most this many.
 */
export const TRPC_MAX_BATCH_SIZE = 16;

/**
 * The longest tRPC request URL the server reads (path and query string). The client's batch link
 * starts a new batch before its URL (origin included) would grow past it, so it never sends one longer.
 */
export const TRPC_MAX_URL_LENGTH = 8_000;
