import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ClusterNode {
  id: string;
  port: number;
  role: 'master' | 'slave';
  failed: boolean;
  /** The master's id, for a replica. */
  masterId: string | null;
  /** The slot ranges a master serves. */
  slots: Array<[number, number]>;
}

/**
 * A Redis Cluster owned by one test: `masters` masters with one replica each, every node a
 * redis-server on loopback (ports `firstPort`…, bus ports +10000), data in a temporary directory.
 * The node timeout is short, so a killed master's replica takes over within a few seconds.
 */
export class TestRedisCluster {
  private readonly processes = new Map<number, ChildProcess>();
  private readonly dir = mkdtempSync(join(tmpdir(), 'medprep-cluster-'));
  readonly ports: number[];

  constructor(
    firstPort: number,
    readonly masters = 3,
    private readonly nodeTimeoutMs = 1000,
  ) {
    this.ports = Array.from({ length: masters * 2 }, (_, i) => firstPort + i);
  }

  /** REDIS_CLUSTER_NODES for the app: every node, so it can start whichever answers. */
  get nodesSetting(): string {
    return this.ports.map((port) => `127.0.0.1:${port}`).join(',');
  }

  async start(timeoutMs = 30_000): Promise<void> {
    for (const port of this.ports) this.startNode(port);
    const deadline = Date.now() + timeoutMs;
    for (const port of this.ports) await this.until(deadline, `node ${port} to answer`, async () => (await this.ask(port, ['PING'])) === 'PONG');
    const created = spawnSync('redis-cli', ['--cluster', 'create', ...this.ports.map((p) => `127.0.0.1:${p}`), '--cluster-replicas', '1', '--cluster-yes'], {
      encoding: 'utf8',
      timeout: timeoutMs,
    });
    if (created.status !== 0) throw new Error(`redis-cli --cluster create failed:\n${created.stdout}${created.stderr}`);
    await this.until(deadline, 'the cluster to be ready', () => this.ready());
  }

  /** Every node answers, reports cluster_state:ok, and sees `masters` healthy masters each with a replica. */
  async ready(): Promise<boolean> {
    for (const port of this.processes.keys()) {
      const info = await this.ask(port, ['CLUSTER', 'INFO']);
      if (typeof info !== 'string' || !info.includes('cluster_state:ok')) return false;
    }
    const nodes = (await this.nodes()).filter((n) => !n.failed);
    return nodes.filter((n) => n.role === 'master').length === this.masters;
  }

  /** The cluster as one live node sees it. */
  async nodes(): Promise<ClusterNode[]> {
    for (const port of this.processes.keys()) {
      const text = await this.ask(port, ['CLUSTER', 'NODES']);
      if (typeof text !== 'string') continue;
      return text
        .trim()
        .split('\n')
        .map((line) => {
          const [id, address, flags, masterId, , , , , ...ranges] = line.split(' ');
          return {
            id,
            port: Number(/:(\d+)@/.exec(address)![1]),
            role: flags.includes('master') ? 'master' : 'slave',
            failed: /fail(?!\?)/.test(flags) || flags.includes('noaddr'),
            masterId: masterId === '-' ? null : masterId,
            slots: ranges.filter((r) => /^\d/.test(r)).map((r) => {
              const [from, to] = r.split('-').map(Number);
              return [from, to ?? from] as [number, number];
            }),
          } satisfies ClusterNode;
        });
    }
    throw new Error('no cluster node answers');
  }

  /** The live master serving `key`'s slot. */
  async masterOf(key: string): Promise<ClusterNode> {
    const port = [...this.processes.keys()][0];
    const slot = Number(await this.ask(port, ['CLUSTER', 'KEYSLOT', key]));
    const master = (await this.nodes()).find((n) => n.role === 'master' && !n.failed && n.slots.some(([from, to]) => slot >= from && slot <= to));
    if (!master) throw new Error(`no live master serves slot ${slot}`);
    return master;
  }

  /** Kills one node at once (SIGKILL), as a crashed host would. */
  async kill(port: number): Promise<void> {
    const child = this.processes.get(port);
    if (!child) return;
    this.processes.delete(port);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  /**
   * Kills `master` (SIGKILL, as a crashed host) and returns a wait for the takeover: the cluster has
   * marked it failed, promoted its replica, and every live node reports the cluster ok again.
   */
  async killMaster(master: ClusterNode): Promise<{ replica: ClusterNode; failedOver: (timeoutMs?: number) => Promise<void> }> {
    const replica = (await this.nodes()).find((n) => n.masterId === master.id);
    if (master.role !== 'master' || !replica) throw new Error(`${master.port} is not a master with a replica`);
    await this.kill(master.port);
    const failedOver = (timeoutMs = 30_000) =>
      this.until(Date.now() + timeoutMs, `replica ${replica.port} to take over from ${master.port}`, async () => {
        const nodes = await this.nodes();
        const promoted = nodes.find((n) => n.id === replica.id)?.role === 'master';
        return promoted && Boolean(nodes.find((n) => n.id === master.id)?.failed) && (await this.ready());
      });
    return { replica, failedOver };
  }

  /** Waits until `check` holds, polling; throws with `what` at the deadline. */
  async until(deadline: number, what: string, check: () => Promise<boolean>): Promise<void> {
    while (Date.now() < deadline) {
      if (await check().catch(() => false)) return;
      await wait(100);
    }
    throw new Error(`timed out waiting for ${what}`);
  }

  /** One command to one node, on a short-lived connection; null when the node does not answer. */
  async ask(port: number, command: string[]): Promise<unknown> {
    const redis = new Redis({ host: '127.0.0.1', port, lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null, connectTimeout: 1000, commandTimeout: 2000 });
    redis.on('error', () => undefined);
    try {
      await redis.connect();
      return await redis.call(command[0], ...command.slice(1));
    } catch {
      return null;
    } finally {
      redis.disconnect();
    }
  }

  /** Empties every live master (FLUSHALL: a cluster node has only database 0). */
  async flush(): Promise<void> {
    for (const node of (await this.nodes()).filter((n) => n.role === 'master' && !n.failed)) await this.ask(node.port, ['FLUSHALL']);
  }

  async stop(): Promise<void> {
    for (const port of [...this.processes.keys()]) await this.kill(port);
    rmSync(this.dir, { recursive: true, force: true });
  }

  private startNode(port: number): void {
    const child = spawn(
      'redis-server',
      [
        '--port', String(port),
        '--bind', '127.0.0.1',
        '--cluster-enabled', 'yes',
        '--cluster-config-file', join(this.dir, `nodes-${port}.conf`),
        '--cluster-node-timeout', String(this.nodeTimeoutMs),
        // A replica may take over however long ago it last heard from its master.
        '--cluster-replica-validity-factor', '0',
        '--dir', this.dir,
        '--save', '',
        '--appendonly', 'no',
      ],
      { stdio: 'ignore' },
    );
    this.processes.set(port, child);
  }
}
