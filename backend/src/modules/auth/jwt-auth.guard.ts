import { type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AuthGuard } from '@nestjs/passport';
import { Messages } from '@medprep/shared';
import { DomainError } from '../../common/errors/domain-error';
import { AuthErrors } from './auth.errors';
import { SessionTokens } from './session-tokens.service';
import { extractToken } from './token-extractor';

/** REST routes that need a signed-in caller. The reason for a refusal reaches the client. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly sessions: SessionTokens) {
    super();
  }

  /**
   * A token whose signature this process has already checked (and that has not expired) goes
   * straight to the session check, which still decides revocation: passport's machinery and
   * passport-jwt's repeat of the HMAC cost more than the rest of a light request. Any other token
   * takes passport-jwt's path, so its refusals are passport-jwt's.
   */
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const token = extractToken(req);
    if (!token || !this.sessions.isVerified(token)) return super.canActivate(context) as Promise<boolean>;
    req.user = await this.sessions.verify(token);
    return true;
  }

  override handleRequest<T>(error: unknown, principal: T, info: unknown, context: ExecutionContext): T {
    // A failure to check the session (e.g. the database is unreachable) is not a bad token: the
    // exception filter answers it (503 for a lost connection) rather than signing the caller out.
    if (error) throw error;
    if (principal) return principal;
    const req = context.switchToHttp().getRequest();
    if (!extractToken(req)) throw new DomainError('unauthenticated', 'AUTHENTICATION_REQUIRED', Messages.http.authenticationRequired);
    throw (info as Error | undefined)?.name === 'TokenExpiredError' ? AuthErrors.sessionExpired() : AuthErrors.sessionInvalid();
  }
}

/** Lets visitors through (no principal) but still refuses a token that is present and bad. */
@Injectable()
export class OptionalJwtAuthGuard extends JwtAuthGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    return extractToken(context.switchToHttp().getRequest()) ? super.canActivate(context) : true;
  }
}
