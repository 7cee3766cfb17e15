import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';

/** Tasks running at once; the rest wait their turn. */
const CONCURRENCY = 2;
/** Tasks waiting at most: past it a new one is dropped and logged (a flood must not grow memory). */
const MAX_WAITING = 1_000;

/**
 * Work done after the reply, off the request path: a request that starts it answers at once, in the
 * same time whatever the work turns out to be. Tasks run a few at a time; a failure is logged, never
 * thrown; shutting down waits for the started and waiting tasks.
 */
@Injectable()
export class BackgroundTasks implements BeforeApplicationShutdown {
  private readonly logger = new Logger('BackgroundTasks');
  private readonly waiting: Array<{ name: string; task: () => Promise<void> }> = [];
  private running = 0;
  private idle: Array<() => void> = [];

  run(name: string, task: () => Promise<void>): void {
    if (this.waiting.length >= MAX_WAITING) {
      this.logger.warn(`Dropped background task ${name}: ${MAX_WAITING} already waiting`);
      return;
    }
    this.waiting.push({ name, task });
    // Started on a later turn, so nothing of the task runs before the caller has replied.
    setImmediate(() => this.next());
  }

  /** Resolves once nothing is running or waiting. */
  drained(): Promise<void> {
    if (this.running === 0 && this.waiting.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.drained();
  }

  private next(): void {
    if (this.running >= CONCURRENCY) return;
    const job = this.waiting.shift();
    if (!job) {
      if (this.running === 0) for (const resolve of this.idle.splice(0)) resolve();
      return;
    }
    this.running++;
    job
      .task()
      .catch((error: Error) => this.logger.error(`Background task ${job.name} failed: ${error.message}`))
      .finally(() => {
        this.running--;
        this.next();
      });
  }
}
