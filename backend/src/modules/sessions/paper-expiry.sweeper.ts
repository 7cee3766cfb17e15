import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { PeriodicSweep } from '../../common/background/periodic-sweep';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { SessionsService } from './sessions.service';

/**
 * Closes timed papers whose time ran out while nobody was there (the tab closed mid-paper), so that
 * their standing answers reach the peer figures and the user's record within a sweep, not on the
 * user's next visit. Ending is a conditional update: each paper is counted once, whoever ends it.
 */
@Injectable()
export class PaperExpirySweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly sweeper: PeriodicSweep;

  constructor(
    sessions: SessionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.sweeper = new PeriodicSweep('PaperExpiry', (now) => sessions.endExpiredPapers(now), (n) => `Closed and counted ${n} timed paper${n === 1 ? '' : 's'} whose time ran out`);
  }

  onApplicationBootstrap(): void {
    this.sweeper.start(this.config.paperSweepIntervalMs);
  }

  onApplicationShutdown(): Promise<void> {
    return this.sweeper.stop();
  }

  sweep(now = new Date()): Promise<void> {
    return this.sweeper.sweep(now);
  }
}
