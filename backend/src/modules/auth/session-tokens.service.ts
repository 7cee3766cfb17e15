import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { EntityManager } from 'typeorm';
import { FeedCache } from '../../common/cache/feed-cache';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { ChangeFeed } from '../../database/change-feed/change-feed';
import { LiveEvents } from '../live/live-events.service';
import { AuthSessionsRepository, type SessionRow } from './auth-sessions.repository';
import { JWT_ALGORITHMS } from './auth.constants';
import { AuthErrors } from './auth.errors';
import type { Principal } from './principal';

interface SessionClaims {
  sub: string;
  sid: string;
}

export interface ClientInfo {
  userAgent?: string | null;
  ip?: string | null;
}

/** A session's row is re-read at least this often even if no change was heard. */
const SESSION_CACHE_TTL_MS = 60_000;
/** Tokens whose signature has been checked, kept with their claims (one per signed-in client). */
const VERIFIED_TOKENS_MAX = 20_000;

interface VerifiedToken {
  claims: SessionClaims;
  /** The JWT's own expiry, epoch ms. */
  expiresAt: number;
  tokenHash: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Issues and checks session tokens: a JWT (HS256 only) naming a row of auth_sessions. A token is
 * accepted only while its signature, expiry and row all agree, so logout and password resets end
 * a session at once even though its JWT has not expired.
 */
@Injectable()
export class SessionTokens {
  /** Session rows by id, dropped on any change to the user's sessions or account (a logout, a reset, a role change). */
  private readonly rows: FeedCache<string, SessionRow | null>;
  /**
   * A token is immutable, so once its signature checks out its claims and hash are kept until it
   * expires: a signed-in client's later requests skip the HMAC and the SHA-256. Revocation is
   * still decided by the session row on every request.
   */
  private readonly verified = new Map<string, VerifiedToken>();

  constructor(
    private readonly jwt: JwtService,
    private readonly sessions: AuthSessionsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly changes: ChangeFeed,
    private readonly live: LiveEvents,
  ) {
    this.rows = new FeedCache(changes.accounts, {
      ttlMs: SESSION_CACHE_TTL_MS,
      maxEntries: 50_000,
      validUntil: (row) => row?.expiresAt.getTime() ?? 0,
    });
  }

  async issue(userId: string, client: ClientInfo): Promise<{ token: string; expiresAt: Date }> {
    const sessionId = randomUUID();
    const expiresAt = new Date(Date.now() + this.config.sessionTtlMs);
    const claims: SessionClaims = { sub: userId, sid: sessionId };
    const token = await this.jwt.signAsync(claims, {
      algorithm: JWT_ALGORITHMS[0],
      expiresIn: Math.floor(this.config.sessionTtlMs / 1000),
    });
    await this.sessions.insert({
      id: sessionId,
      userId,
      tokenHash: sha256(token),
      expiresAt,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
      ip: client.ip ?? null,
    });
    return { token, expiresAt };
  }

  /** The principal a token stands for; throws SESSION_EXPIRED or SESSION_INVALID otherwise. */
  async verify(token: string): Promise<Principal> {
    const { claims, tokenHash } = await this.verifiedToken(token);
    const row = await this.rows.get(claims.sid, claims.sub, () => this.sessions.find(claims.sid, claims.sub));
    if (!row || row.revokedAt || row.tokenHash !== tokenHash) throw AuthErrors.sessionInvalid();
    if (row.expiresAt.getTime() <= Date.now()) throw AuthErrors.sessionExpired();
    return { userId: claims.sub, sessionId: claims.sid, role: row.role };
  }

  /** Whether this token's signature was checked here already and it has not expired since. */
  isVerified(token: string): boolean {
    return this.unexpired(token) !== null;
  }

  /**
   * The principal re-read from the database, past the cache. Privileged routes use it: a role
   * taken away or a session ended by another writer counts at once there, not when the change
   * feed's notification arrives.
   */
  async confirm(principal: Principal): Promise<Principal> {
    const row = await this.sessions.find(principal.sessionId, principal.userId);
    if (!row || row.revokedAt) throw AuthErrors.sessionInvalid();
    if (row.expiresAt.getTime() <= Date.now()) throw AuthErrors.sessionExpired();
    return { ...principal, role: row.role };
  }

  async revoke(principal: { userId: string; sessionId: string }): Promise<void> {
    await this.sessions.revoke(principal.sessionId);
    this.changes.changed(principal.userId);
    this.live.sessionRevoked(principal.userId, principal.sessionId);
  }

  /** Ends every session of a user, except optionally the one making the request. */
  async revokeAllOf(userId: string, exceptSessionId: string | null, manager?: EntityManager): Promise<void> {
    await this.sessions.revokeAllOf(userId, exceptSessionId, manager);
  }

  /** The kept entry of a token that has not expired; an expired one is forgotten. */
  private unexpired(token: string): VerifiedToken | null {
    const known = this.verified.get(token);
    if (!known) return null;
    if (known.expiresAt > Date.now()) return known;
    this.verified.delete(token);
    return null;
  }

  private async verifiedToken(token: string): Promise<VerifiedToken> {
    const known = this.unexpired(token);
    if (known) return known;
    const claims = await this.verifySignature(token);
    const entry: VerifiedToken = { claims: { sub: claims.sub, sid: claims.sid }, expiresAt: (claims.exp ?? 0) * 1000, tokenHash: sha256(token) };
    if (this.verified.size >= VERIFIED_TOKENS_MAX) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, entry);
    return entry;
  }

  private async verifySignature(token: string): Promise<SessionClaims & { exp?: number }> {
    try {
      const claims = await this.jwt.verifyAsync<SessionClaims & { exp?: number }>(token, { algorithms: [...JWT_ALGORITHMS] });
      if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string' || !/^[0-9a-f-]{36}$/i.test(claims.sid) || !/^[0-9a-f-]{36}$/i.test(claims.sub)) {
        throw AuthErrors.sessionInvalid();
      }
      return claims;
    } catch (error) {
      if ((error as Error).name === 'TokenExpiredError') throw AuthErrors.sessionExpired();
      throw AuthErrors.sessionInvalid();
    }
  }
}
