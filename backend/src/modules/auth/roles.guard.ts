import { type CanActivate, type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Messages, type RoleValue } from '@medprep/shared';
import { DomainError } from '../../common/errors/domain-error';
import type { Principal } from './principal';

const ROLES_KEY = 'roles';

/** Restricts a controller or route to roles; use after JwtAuthGuard. */
export const Roles = (...roles: RoleValue[]) => SetMetadata(ROLES_KEY, roles);

@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<RoleValue[] | undefined>(ROLES_KEY, [context.getHandler(), context.getClass()]);
    if (!roles || roles.length === 0) return true;
    const principal: Principal | undefined = context.switchToHttp().getRequest().user;
    if (principal && roles.includes(principal.role)) return true;
    throw new DomainError('forbidden', 'FORBIDDEN', Messages.http.forbidden);
  }
}
