import { Logger } from '@nestjs/common';

/**
 * A task run on a timer in each instance, one run at a time in this process: a sweep that finds
 * its own work and whose writes are conditional, so instances sweeping side by side agree. The
 * timer does not keep the process alive; `stop` waits for a run under way.
 */
export class PeriodicSweep {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private readonly logger: Logger;

  /** `run` returns how many things it handled; `describe` says so for the log (nothing is logged for 0). */
  constructor(
    private readonly name: string,
    private readonly run: (now: Date) => Promise<number>,
    private readonly describe: (handled: number) => string,
  ) {
    this.logger = new Logger(name);
  }

  /** Starts the timer (none for 0 ms: the sweep then runs only when called). */
  start(intervalMs: number): void {
    if (intervalMs <= 0 || this.timer) return;
    this.timer = setInterval(() => void this.sweep(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One sweep now, or the one under way; never rejects (a failure is logged). */
  sweep(now = new Date()): Promise<void> {
    this.running ??= this.run(now)
      .then((handled) => {
        if (handled > 0) this.logger.log(this.describe(handled));
      })
      .catch((error: unknown) => this.logger.error(`${this.name} sweep failed: ${(error as Error).message}`))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }
}
