import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { OrderReleaseService } from './order-release.service';

/**
 * Releases expired orders on a timer, so that a coupon's reservations and Stripe's PaymentIntents
 * are let go even when nobody creates another order with the coupon. Each instance sweeps; a
 * release is a conditional update (and Stripe's cancel is idempotent), so two sweeps agree.
 */
@Injectable()
export class OrderExpirySweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('OrderExpiry');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly releases: OrderReleaseService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.orderSweepIntervalMs <= 0) return;
    this.timer = setInterval(() => void this.sweep(), this.config.orderSweepIntervalMs);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One sweep at a time in this process. */
  sweep(now = new Date()): Promise<void> {
    this.running ??= this.releases
      .expireStale(now)
      .then((released) => {
        if (released > 0) this.logger.log(`Released ${released} expired order${released === 1 ? '' : 's'}`);
      })
      .catch((error: unknown) => this.logger.error(`Order expiry sweep failed: ${(error as Error).message}`))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }
}
