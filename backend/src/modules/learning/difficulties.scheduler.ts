import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DomainError } from '../../common/errors/domain-error';
import { DifficultiesService } from './difficulties.service';

/**
 * Refits item difficulties on a timer (daily by default, off in tests). Every instance keeps a
 * timer; the refit's advisory lock lets one of them run and the others pass.
 */
@Injectable()
export class DifficultiesScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ItemDifficulties');
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly difficulties: DifficultiesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.difficultyRefitIntervalMs <= 0) return;
    this.timer = setInterval(() => void this.tick(), this.config.difficultyRefitIntervalMs);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  async tick(): Promise<void> {
    try {
      await this.difficulties.refit(null);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'REFIT_RUNNING') return;
      this.logger.error(`Nightly refit could not start: ${(error as Error).message}`);
    }
  }
}
