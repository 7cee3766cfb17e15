import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Principal } from './principal';

/** The verified caller of a REST route (set by the JWT guards); undefined for a visitor. */
export const CurrentPrincipal = createParamDecorator(
  (_: unknown, context: ExecutionContext): Principal | undefined => context.switchToHttp().getRequest().user,
);
