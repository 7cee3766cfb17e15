import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import type { LiveSessionClock } from '@medprep/shared';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DEFAULT_FRONTEND_DIST } from '../../config/paths';
import { LiveBusRepository } from './live-bus.repository';
import { type LiveEvent, LiveHub } from './live-hub';

interface BusMessage {
  origin: string;
  event: LiveEvent;
}

/**
 * What the live channel tells signed-in browsers, from the places that cause it. Each method
 * delivers to this instance's sockets at once and publishes to the other instances through Redis;
 * none throws or waits (a Redis outage costs the other instances' sockets the event, and their
 * clients notice by polling). Call them after the change is committed.
 */
@Injectable()
export class LiveEvents implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('LiveEvents');
  /** This process, so that it skips its own messages coming back from Redis. */
  private readonly origin = randomUUID();

  constructor(
    private readonly hub: LiveHub,
    private readonly bus: LiveBusRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Sessions of a user were ended (a password or e-mail change, account deletion, "sign out
   * everywhere"): every one of them, or all but `exceptSessionId` (the one making the change). Their
   * tabs sign out now.
   */
  revokedSessions(userId: string, exceptSessionId?: string | null): void {
    this.publish({ kind: 'auth.revoked', userId, exceptSessionId: exceptSessionId ?? null });
  }

  /** One sign-in session ended (log out): its tabs sign out now. */
  sessionRevoked(userId: string, sessionId: string): void {
    this.publish({ kind: 'auth.revoked', userId, sessionId });
  }

  /** The user's access changed (an order paid, a trial claimed): their open dashboards refresh. */
  accessChanged(userId: string): void {
    this.publish({ kind: 'access.changed', userId });
  }

  /** A session's clock as the server reads it now (started, synced, ended). */
  sessionClock(userId: string, clock: LiveSessionClock): void {
    this.publish({ kind: 'session.clock', userId, clock });
  }

  async onModuleInit(): Promise<void> {
    await this.bus.listen((message) => this.heard(message));
  }

  /** A new build of the web app: tabs still running another one are offered a reload. */
  async onApplicationBootstrap(): Promise<void> {
    const id = await this.currentBuildId();
    if (!id) return;
    try {
      const previous = await this.bus.swapBuild(id);
      if (previous !== id) this.publish({ kind: 'build.new', id });
    } catch (error) {
      this.logger.warn(`The web app's build id could not be recorded (${(error as Error).message})`);
    }
  }

  private publish(event: LiveEvent): void {
    this.hub.deliver(event);
    const message: BusMessage = { origin: this.origin, event };
    this.bus.publish(JSON.stringify(message)).catch((error: Error) => this.logger.warn(`Event ${event.kind} not sent to other instances: ${error.message}`));
  }

  private heard(raw: string): void {
    let message: BusMessage;
    try {
      message = JSON.parse(raw) as BusMessage;
    } catch {
      return;
    }
    if (message.origin === this.origin || typeof message.event?.kind !== 'string') return;
    this.hub.deliver(message.event);
  }

  /** The id the web app's build wrote (builds/latest.json), the one its tabs compare with their own. */
  private async currentBuildId(): Promise<string | null> {
    try {
      const latest = JSON.parse(await readFile(join(this.config.frontendDist ?? DEFAULT_FRONTEND_DIST, 'builds', 'latest.json'), 'utf8')) as { id?: unknown };
      return typeof latest.id === 'string' && latest.id ? latest.id : null;
    } catch {
      return null;
    }
  }
}
