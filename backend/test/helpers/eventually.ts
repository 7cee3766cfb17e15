/**
 * Runs `check` until it passes (resolves without throwing), polling; rethrows its last failure at
 * the deadline. For outcomes that arrive on their own time: a cache expiring, a log line written
 * after the reply, a background task finishing.
 */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}
