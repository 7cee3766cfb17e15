import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { SessionsService } from './sessions.service';

/**
 * Closes timed papers whose time ran out while nobody was there (the tab closed mid-paper), so that
 * their standing answers reach the peer figures and the user's record within a sweep, not on the
 * user's next visit. Each instance sweeps; ending is a conditional update, so two sweeps agree and
 * each paper is counted once.
 */
@Injectable()
export class PaperExpirySweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PaperExpiry');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly sessions: SessionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.paperSweepIntervalMs <= 0) return;
    this.timer = setInterval(() => void this.sweep(), this.config.paperSweepIntervalMs);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One sweep at a time in this process. */
  sweep(now = new Date()): Promise<void> {
    this.running ??= this.sessions
      .endExpiredPapers(now)
      .then((closed) => {
        if (closed > 0) this.logger.log(`Closed and counted ${closed} timed paper${closed === 1 ? '' : 's'} whose time ran out`);
      })
      .catch((error: unknown) => this.logger.error(`Paper expiry sweep failed: ${(error as Error).message}`))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }
}
