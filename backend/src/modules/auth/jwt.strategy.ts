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
      secretOrKey: config.jwtSecret,
      algorithms: [...JWT_ALGORITHMS],
      passReqToCallback: true,
    });
  }

  validate(req: Request): Promise<Principal> {
    return this.sessions.verify(extractToken(req)!);
  }
}
