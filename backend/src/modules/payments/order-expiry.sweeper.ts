import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { PeriodicSweep } from '../../common/background/periodic-sweep';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { OrderReleaseService } from './order-release.service';

/**
 * Releases expired orders on a timer, so that a coupon's reservations and Stripe's PaymentIntents
 * are let go even when nobody creates another order with the coupon. A release is a conditional
 * update (and Stripe's cancel is idempotent), so instances sweeping side by side agree.
 */
@Injectable()
export class OrderExpirySweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly sweeper: PeriodicSweep;

  constructor(
    releases: OrderReleaseService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.sweeper = new PeriodicSweep('OrderExpiry', (now) => releases.expireStale(now), (n) => `Released ${n} expired order${n === 1 ? '' : 's'}`);
  }

  onApplicationBootstrap(): void {
    this.sweeper.start(this.config.orderSweepIntervalMs);
  }

  onApplicationShutdown(): Promise<void> {
    return this.sweeper.stop();
  }

  sweep(now = new Date()): Promise<void> {
    return this.sweeper.sweep(now);
  }
}
