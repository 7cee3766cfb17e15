/** At most 4 route components preloaded at a time; the rest wait in a queue. */
export const MAX_CONCURRENT_PRELOADS = 4;

export interface PreloadQueue {
  /** Warms `key` once with `load`; a failed warm-up may be tried again later. */
  preload(key: string, load: () => Promise<unknown>): void;
  readonly active: number;
  readonly queued: number;
}

export function createPreloadQueue(limit: number = MAX_CONCURRENT_PRELOADS): PreloadQueue {
  const seen = new Set<string>();
  const waiting: [string, () => Promise<unknown>][] = [];
  let active = 0;

  const pump = () => {
    while (active < limit && waiting.length > 0) {
      const [key, load] = waiting.shift()!;
      active += 1;
      Promise.resolve()
        .then(load)
        .catch(() => seen.delete(key))
        .finally(() => {
          active -= 1;
          pump();
        });
    }
  };

  return {
    preload(key, load) {
      if (seen.has(key)) return;
      seen.add(key);
      waiting.push([key, load]);
      pump();
    },
    get active() {
      return active;
    },
    get queued() {
      return waiting.length;
    },
  };
}
