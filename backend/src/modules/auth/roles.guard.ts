import { type CanActivate, type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Messages, type RoleValue } from '@medprep/shared';
import { DomainError } from '../../common/errors/domain-error';
import type { Principal } from './principal';
import { SessionTokens } from './session-tokens.service';

const ROLES_KEY = 'roles';

/** The roles that work on content (questions and their versions, reports, statistics, media, guidelines, the audit log); the rest of /api/admin is admin only. */
export const CONTENT_ROLES: readonly RoleValue[] = ['editor', 'admin'];

/** Restricts a controller or route to roles; use after JwtAuthGuard. */
export const Roles = (...roles: RoleValue[]) => SetMetadata(ROLES_KEY, roles);

/**
 * Checks the caller's role as the database has it now, not as the session cache last saw it:
 * routes that need a role are few and privileged, so a demotion must count on the next request.
 */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: SessionTokens,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const roles = this.reflector.getAllAndOverride<RoleValue[] | undefined>(ROLES_KEY, [context.getHandler(), context.getClass()]);
    if (!roles || roles.length === 0) return true;
    const request = context.switchToHttp().getRequest<{ user?: Principal }>();
    if (request.user) {
      request.user = await this.tokens.confirm(request.user);
      if (roles.includes(request.user.role)) return true;
    }
    throw new DomainError('forbidden', 'FORBIDDEN', Messages.http.forbidden);
  }
}
