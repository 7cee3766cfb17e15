import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { Messages } from '@medprep/shared';
import { DomainError } from '../../common/errors/domain-error';
import { AuthErrors } from './auth.errors';
import { extractToken } from './token-extractor';

/** REST routes that need a signed-in caller. The reason for a refusal reaches the client. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
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
  override canActivate(context: ExecutionContext) {
    return extractToken(context.switchToHttp().getRequest()) ? super.canActivate(context) : true;
  }
}
