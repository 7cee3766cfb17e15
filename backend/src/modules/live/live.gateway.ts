import type { IncomingMessage } from 'node:http';
import { Inject, Logger, type OnModuleDestroy } from '@nestjs/common';
import { type OnGatewayConnection, WebSocketGateway } from '@nestjs/websockets';
import cookieParser from 'cookie-parser';
import type { Request, Response } from 'express';
import { LIVE_MAX_FRAME_BYTES, LIVE_PATH, LiveCloseCodes, liveClientFrameSchema, type LiveClientFrame } from '@medprep/shared';
import type { RawData, WebSocket } from 'ws';
import { DomainError } from '../../common/errors/domain-error';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { Principal } from '../auth/principal';
import { SessionTokens } from '../auth/session-tokens.service';
import { extractToken } from '../auth/token-extractor';
import { SessionsService } from '../sessions/sessions.service';
import { type LiveClient, LiveHub, sendFrame, signOut } from './live-hub';

const parseCookies = cookieParser();

/** The request's cookies, read as the HTTP side reads them (the upgrade request skips Express). */
function cookiesOf(request: IncomingMessage): Record<string, string> {
  const req = request as IncomingMessage & { cookies?: Record<string, string> };
  parseCookies(req as Request, {} as Response, () => undefined);
  return req.cookies ?? {};
}

/**
 * The live channel at /api/live on the HTTP server's own port. A socket is signed in by the session
 * cookie (or a bearer token) as a request is; without a valid session it is closed with 4401. Frames
 * are JSON: PING is answered with PONG (and the session checked again), SUBSCRIBE with the session's
 * clock. A frame that is not one of those closes that socket with 1008, one over 4 KB with 1009; a
 * socket silent for longer than the idle timeout is dropped.
 */
@WebSocketGateway({ path: LIVE_PATH, maxPayload: LIVE_MAX_FRAME_BYTES })
export class LiveGateway implements OnGatewayConnection<WebSocket>, OnModuleDestroy {
  private readonly logger = new Logger('LiveGateway');
  private readonly lastHeard = new Map<WebSocket, number>();
  private readonly sweeper: NodeJS.Timeout;
  private readonly allowedOrigins: ReadonlySet<string>;

  constructor(
    private readonly hub: LiveHub,
    private readonly tokens: SessionTokens,
    private readonly sessions: SessionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.allowedOrigins = new Set(config.allowedOrigins);
    this.sweeper = setInterval(() => this.dropSilent(), Math.min(15_000, Math.max(250, config.liveIdleTimeoutMs / 4)));
    this.sweeper.unref();
  }

  handleConnection(socket: WebSocket, request: IncomingMessage): void {
    this.lastHeard.set(socket, Date.now());
    socket.on('close', () => this.lastHeard.delete(socket));
    socket.on('pong', () => this.heard(socket));
    // A browser always sends its page's origin: another site's page may not use a visitor's cookie here.
    const origin = request.headers.origin;
    if (origin && !this.allowedOrigins.has(origin)) {
      socket.close(LiveCloseCodes.policy, 'origin not allowed');
      return;
    }
    const token = extractToken({ headers: request.headers, cookies: cookiesOf(request) });
    const signedIn = this.signIn(socket, token);
    // Frames that arrive while the session is checked wait for it, in order.
    socket.on('message', (data: RawData, isBinary: boolean) => {
      this.heard(socket);
      void signedIn.then((client) => client && this.onFrame(client, token!, data, isBinary));
    });
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  private async signIn(socket: WebSocket, token: string | null): Promise<LiveClient | null> {
    const principal = token ? await this.verify(token) : 'signed-out';
    if (principal === 'signed-out' || principal === 'unknown') {
      // 'unknown': the session could not be checked (the database is down); the client retries later.
      socket.close(principal === 'unknown' ? 1013 : LiveCloseCodes.unauthorized, principal === 'unknown' ? 'try again later' : 'not signed in');
      return null;
    }
    if (socket.readyState !== socket.OPEN) return null;
    const client: LiveClient = { socket, userId: principal.userId, sessionId: principal.sessionId };
    this.hub.add(client);
    socket.on('close', () => this.hub.remove(client));
    return client;
  }

  private async verify(token: string): Promise<Principal | 'signed-out' | 'unknown'> {
    try {
      return await this.tokens.verify(token);
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'unauthenticated') return 'signed-out';
      this.logger.warn(`A live socket's session could not be checked: ${(error as Error).message}`);
      return 'unknown';
    }
  }

  private async onFrame(client: LiveClient, token: string, data: RawData, isBinary: boolean): Promise<void> {
    const frame = isBinary ? null : parseFrame(data);
    if (!frame) {
      client.socket.close(LiveCloseCodes.policy, 'malformed frame');
      return;
    }
    if (frame.type === 'PING') {
      // The keep-alive also re-checks the session, so a revocation this instance was not told of
      // still signs the tab out within one ping.
      if ((await this.verify(token)) === 'signed-out') signOut(client.socket);
      else sendFrame(client.socket, { type: 'PONG' });
      return;
    }
    if (frame.sessionId === null) return;
    try {
      sendFrame(client.socket, { type: 'session.clock', ...(await this.sessions.clock(client.userId, frame.sessionId)) });
    } catch (error) {
      // Not this user's session (or none): nothing to send.
      if (!(error instanceof DomainError)) this.logger.warn(`A session clock could not be read: ${(error as Error).message}`);
    }
  }

  private heard(socket: WebSocket): void {
    if (this.lastHeard.has(socket)) this.lastHeard.set(socket, Date.now());
  }

  private dropSilent(): void {
    const before = Date.now() - this.config.liveIdleTimeoutMs;
    for (const [socket, at] of this.lastHeard) {
      if (at < before) {
        this.lastHeard.delete(socket);
        socket.terminate();
      }
    }
  }
}

function parseFrame(data: RawData): LiveClientFrame | null {
  let value: unknown;
  try {
    // Text frames arrive as one Buffer (the socket's default binary type).
    value = JSON.parse(Buffer.isBuffer(data) ? data.toString('utf8') : '');
  } catch {
    return null;
  }
  const parsed = liveClientFrameSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
