import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { JWT_ALGORITHMS } from './auth.constants';
import type { Principal } from './principal';
import { SessionTokens } from './session-tokens.service';
import { extractToken } from './token-extractor';

/** passport-jwt checks the signature and expiry; the session row decides whether it is still valid. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly sessions: SessionTokens,
  ) {
    super({
      jwtFromRequest: (req: Request) => extractToken(req),
      // A KeyObject rather than the string, as in AuthModule (no PEM parse attempt per request);
      // jsonwebtoken accepts it, the passport-jwt typings only name string | Buffer.
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret, 'utf8')) as unknown as Buffer,
      algorithms: [...JWT_ALGORITHMS],
      passReqToCallback: true,
    });
  }

  validate(req: Request): Promise<Principal> {
    return this.sessions.verify(extractToken(req)!);
  }
}
