import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { ItemStatsRepository } from './item-stats.repository';
import { ItemStatsService } from './item-stats.service';

const DAY_MS = 24 * 3600_000;
/** A run started this recently (by another instance, or by hand) stands for tonight's. */
const RECENT_RUN_HOURS = 20;

/** The wait from `now` to the next `hour`:00 UTC (a full day when it is that moment). */
export function msUntilHour(now: Date, hour: number): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour);
  const wait = next - now.getTime();
  return wait > 0 ? wait : wait + DAY_MS;
}

/**
 * Recomputes item statistics once a night at the configured hour. Every instance wakes; the run
 * lock lets one run, and a run started within the last hours (elsewhere, or by an editor) makes the
 * others skip the night.
 */
@Injectable()
export class ItemStatsScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ItemStats');
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly stats: ItemStatsService,
    private readonly repository: ItemStatsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule();
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(): void {
    const hour = this.config.itemStatsNightlyHour;
    if (hour === null || this.stopped) return;
    this.timer = setTimeout(() => {
      void this.runNightly().finally(() => this.schedule());
    }, msUntilHour(new Date(), hour));
    this.timer.unref();
  }

  private async runNightly(): Promise<void> {
    try {
      if (await this.repository.ranWithin(RECENT_RUN_HOURS)) return;
      const run = await this.stats.tryStart(null);
      if (run) this.logger.log(`Nightly item statistics run ${run.id} started`);
    } catch (error) {
      this.logger.error(`Nightly item statistics run not started: ${(error as Error).message}`);
    }
  }
}
