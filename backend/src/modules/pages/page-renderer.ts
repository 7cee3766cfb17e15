import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

interface RenderAnswer {
  id: number;
  html?: string;
  error?: string;
}

type Waiting = Map<number, { resolve: (html: string) => void; reject: (error: Error) => void }>;

/**
 * The frontend's prerender bundle (frontend/dist-ssr/prerender-entry.js, `vite build --ssr`) run in a
 * worker thread: React renders there, off the event loop that serves requests. The worker starts
 * on the first render and again after it dies; a render that fails rejects.
 */
export class PageRenderer {
  private current: { worker: Worker; waiting: Waiting } | null = null;
  private nextId = 1;

  constructor(private readonly entryFile: string) {}

  get available(): boolean {
    return existsSync(this.entryFile);
  }

  render(url: string, payload: unknown): Promise<string> {
    const { worker, waiting } = this.start();
    const id = this.nextId++;
    return new Promise<string>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, url, payload });
    });
  }

  async stop(): Promise<void> {
    const current = this.current;
    this.current = null;
    await current?.worker.terminate();
  }

  private start(): { worker: Worker; waiting: Waiting } {
    if (this.current) return this.current;
    const worker = new Worker(this.entryFile);
    const waiting: Waiting = new Map();
    // A worker waiting for work does not keep the process alive.
    worker.unref();
    worker.on('message', (answer: RenderAnswer) => {
      const request = waiting.get(answer.id);
      waiting.delete(answer.id);
      if (answer.html !== undefined) request?.resolve(answer.html);
      else request?.reject(new Error(answer.error ?? 'the page renderer gave no page'));
    });
    const failAll = (error: Error) => {
      if (this.current?.worker === worker) this.current = null;
      for (const request of waiting.values()) request.reject(error);
      waiting.clear();
    };
    worker.on('error', failAll);
    worker.on('exit', (code) => failAll(new Error(`the page renderer stopped (exit code ${code})`)));
    this.current = { worker, waiting };
    return this.current;
  }
}
