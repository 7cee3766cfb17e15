import type Redis from 'ioredis';
import type { ChainableCommander, Cluster } from 'ioredis';
import { hashTag } from './keys';

/** The shared client: one Redis server, or a Redis Cluster (REDIS_CLUSTER_NODES). */
export type RedisClient = Redis | Cluster;

export function isCluster(redis: RedisClient): redis is Cluster {
  return redis.isCluster;
}

/**
 * Connects the client. A cluster client also opens its connection to every master at once, now and
 * whenever it learns of a new one (a promoted replica): with no offline queue, a command meeting a
 * node connection still opening fails instead of waiting, and ioredis opens them on first use.
 */
export async function connectRedis(redis: RedisClient): Promise<void> {
  if (!isCluster(redis)) return redis.connect();
  const open = (node: Redis) => {
    if (node.status === 'wait') node.connect().catch(() => undefined);
  };
  redis.on('+node', open);
  await new Promise<void>((resolve, reject) => {
    // ioredis leaves the promise of connect() pending for good when its first ready check fails
    // (it then reconnects by itself and becomes ready): the 'ready' event is what says it is.
    const onReady = () => resolve();
    redis.once('ready', onReady);
    redis.connect().then(resolve, (error: unknown) => {
      redis.off('ready', onReady);
      reject(error);
    });
  });
  await Promise.all(
    redis.nodes('master').map((node) => {
      if (node.status === 'ready' || node.status === 'end') return Promise.resolve();
      const opened = new Promise<void>((resolve) => {
        // Without a retry strategy (a cluster's nodes have none) a failed connection ends; the
        // timer bounds a connection that neither opens nor fails.
        const timer = setTimeout(resolve, (node.options.connectTimeout ?? 10_000) + 1000);
        const done = () => {
          clearTimeout(timer);
          resolve();
        };
        node.once('ready', done);
        node.once('end', done);
      });
      open(node);
      return opened;
    }),
  );
}

/** Runs a pipeline and throws if any command in it failed (ioredis reports those per command). */
async function execAll(pipeline: ChainableCommander): Promise<unknown[]> {
  const replies = (await pipeline.exec()) ?? [];
  const failed = replies.find(([error]) => error);
  if (failed) throw failed[0];
  return replies.map(([, value]) => value);
}

/**
 * Queues the commands of each item (all on `keyOf(item)`'s slot) and returns each item's replies,
 * throwing if any failed. A single Redis takes every item in one pipeline. A cluster refuses a
 * pipeline whose keys live on different nodes, so there the items of one hash tag (one slot) make
 * a pipeline each, sent together.
 */
export async function pipelinePerSlot<T>(
  redis: RedisClient,
  items: readonly T[],
  keyOf: (item: T) => string,
  queue: (pipeline: ChainableCommander, item: T) => void,
): Promise<unknown[][]> {
  const groups = new Map<string, number[]>();
  if (isCluster(redis)) {
    items.forEach((item, i) => {
      const tag = hashTag(keyOf(item));
      const group = groups.get(tag);
      if (group) group.push(i);
      else groups.set(tag, [i]);
    });
  } else if (items.length > 0) {
    groups.set('', items.map((_, i) => i));
  }
  const out: unknown[][] = new Array(items.length);
  await Promise.all(
    [...groups.values()].map(async (indexes) => {
      const pipeline = redis.pipeline();
      const counts = indexes.map((i) => {
        const before = pipeline.length;
        queue(pipeline, items[i]);
        return pipeline.length - before;
      });
      const replies = await execAll(pipeline);
      let at = 0;
      indexes.forEach((i, k) => {
        out[i] = replies.slice(at, at + counts[k]);
        at += counts[k];
      });
    }),
  );
  return out;
}

/** How long a cluster node listed as a master may take to connect before a scan passes it by. */
const NODE_READY_MS = 3000;

/** Whether the connection is ready, or becomes so within `ms`. */
function readyWithin(node: Redis, ms: number): Promise<boolean> {
  if (node.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      node.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), ms);
    node.once('ready', onReady);
  });
}

/**
 * The keys matching `match`, batch by batch, from a SCAN of every master of a cluster (each holds
 * only its own slots) or of the single server. Each batch comes with the server that holds its keys.
 */
export async function* scanKeys(redis: RedisClient, match: string, count: number): AsyncGenerator<{ keys: string[]; node: Redis }> {
  const nodes = isCluster(redis) ? redis.nodes('master') : [redis];
  for (const node of nodes) {
    // A cluster's master that failed a moment ago can still be listed; a command to it would wait
    // in its offline queue for good (no command timeout runs until a command is sent). Its slots
    // have moved to a live master, which this loop scans.
    if (isCluster(redis) && !(await readyWithin(node, NODE_READY_MS))) continue;
    let cursor = '0';
    do {
      const [next, keys] = await node.scan(cursor, 'MATCH', match, 'COUNT', count);
      cursor = next;
      if (keys.length > 0) yield { keys, node };
    } while (cursor !== '0');
  }
}

/** Keys grouped by hash tag: each group is one slot, so a multi-key command may take it whole. */
export function byHashTag(keys: readonly string[]): string[][] {
  const groups = new Map<string, string[]>();
  for (const key of keys) {
    const tag = hashTag(key);
    const group = groups.get(tag);
    if (group) group.push(key);
    else groups.set(tag, [key]);
  }
  return [...groups.values()];
}
