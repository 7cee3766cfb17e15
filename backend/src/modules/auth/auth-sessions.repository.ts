import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { RoleValue } from '@medprep/shared';
import { type EntityManager, IsNull, Not, type Repository } from 'typeorm';
import { AuthSessionEntity } from './entities/auth-session.entity';

/** A session's row as token checks read it, with its user's role. */
export interface SessionRow {
  tokenHash: string;
  expiresAt: Date;
  revokedAt: Date | null;
  role: RoleValue;
}

type NewAuthSession = Pick<AuthSessionEntity, 'id' | 'userId' | 'tokenHash' | 'expiresAt' | 'userAgent' | 'ip'>;

/** Sign-in sessions (auth_sessions). */
@Injectable()
export class AuthSessionsRepository {
  constructor(@InjectRepository(AuthSessionEntity) private readonly sessions: Repository<AuthSessionEntity>) {}

  async insert(session: NewAuthSession): Promise<void> {
    await this.sessions.insert({ ...session, revokedAt: null });
  }

  async find(sessionId: string, userId: string): Promise<SessionRow | null> {
    // Plain SQL: building it with the query builder cost more than the query itself.
    const [row]: SessionRow[] = await this.sessions.query(
      `SELECT s.token_hash AS "tokenHash", s.expires_at AS "expiresAt", s.revoked_at AS "revokedAt", u.role
         FROM auth_sessions s JOIN users u ON u.id = s.user_id
        WHERE s.id = $1 AND s.user_id = $2`,
      [sessionId, userId],
    );
    return row ?? null;
  }

  async revoke(sessionId: string): Promise<void> {
    await this.sessions.update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  /** Ends every live session of a user, except optionally one. */
  async revokeAllOf(userId: string, exceptSessionId: string | null, manager?: EntityManager): Promise<void> {
    const repository = manager ? manager.getRepository(AuthSessionEntity) : this.sessions;
    await repository.update(
      { userId, revokedAt: IsNull(), ...(exceptSessionId ? { id: Not(exceptSessionId) } : {}) },
      { revokedAt: new Date() },
    );
  }
}
