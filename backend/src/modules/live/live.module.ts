import { Global, Module } from '@nestjs/common';
import { SessionsModule } from '../sessions/sessions.module';
import { LiveBusRepository } from './live-bus.repository';
import { LiveEvents } from './live-events.service';
import { LiveHub } from './live-hub';
import { LiveGateway } from './live.gateway';

/** Global: the modules whose changes browsers hear of (auth, users, payments, trials, sessions) inject LiveEvents. */
@Global()
@Module({
  providers: [LiveHub, LiveBusRepository, LiveEvents],
  exports: [LiveEvents, LiveHub],
})
export class LiveEventsModule {}

/** The WebSocket endpoint; apart from LiveEventsModule because it reads sessions, which publish to it. */
@Module({
  imports: [SessionsModule],
  providers: [LiveGateway],
})
export class LiveModule {}
