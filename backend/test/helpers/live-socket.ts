import { WebSocket } from 'ws';
import type { TestApp } from './test-app';

type Frame = { type: string } & Record<string, unknown>;

/** Listens on an ephemeral port (the live channel needs a real server) and returns its ws:// URL. */
export async function listenForSockets(t: TestApp): Promise<string> {
  await t.app.listen(0, '127.0.0.1');
  const address = t.app.getHttpServer().address() as { port: number };
  return `ws://127.0.0.1:${address.port}/api/live`;
}

/** A browser tab's live socket: the frames it received, and how it was closed. */
export class LiveSocket {
  readonly frames: Frame[] = [];
  readonly opened: Promise<void>;
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly socket: WebSocket;
  private waiters: Array<() => void> = [];

  constructor(url: string, cookie?: string) {
    this.socket = new WebSocket(url, cookie ? { headers: { Cookie: cookie } } : {});
    this.socket.on('message', (data) => {
      this.frames.push(JSON.parse(String(data)) as Frame);
      this.waiters.forEach((wake) => wake());
    });
    this.socket.on('error', () => undefined);
    this.opened = new Promise((resolve, reject) => {
      this.socket.once('open', () => resolve());
      this.socket.once('unexpected-response', () => reject(new Error('the upgrade was refused')));
    });
    this.closed = new Promise((resolve) => this.socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })));
  }

  send(data: string | Buffer): void {
    this.socket.send(data);
  }

  /** The first frame of `type` received (now or within `timeoutMs`). */
  next(type: string, timeoutMs = 2000): Promise<Frame> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const frame = this.frames.find((f) => f.type === type);
        if (!frame) return false;
        clearTimeout(timer);
        this.waiters = this.waiters.filter((w) => w !== wake);
        resolve(frame);
        return true;
      };
      const wake = () => void check();
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== wake);
        reject(new Error(`no ${type} frame within ${timeoutMs} ms (got ${JSON.stringify(this.frames)})`));
      }, timeoutMs);
      if (!check()) this.waiters.push(wake);
    });
  }

  /** Sends PING and waits for its PONG (the socket is open, signed in and answering). */
  async ping(timeoutMs = 2000): Promise<void> {
    this.frames.splice(0, this.frames.length, ...this.frames.filter((f) => f.type !== 'PONG'));
    this.send('{"type":"PING"}');
    await this.next('PONG', timeoutMs);
  }

  close(): void {
    this.socket.terminate();
  }
}

/** Resolves with the close, or rejects if the socket is still open after `timeoutMs`. */
export function closedWithin(socket: LiveSocket, timeoutMs = 2000): Promise<{ code: number; reason: string }> {
  return Promise.race([
    socket.closed,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`still open after ${timeoutMs} ms`)), timeoutMs)),
  ]);
}
