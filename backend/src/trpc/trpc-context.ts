import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { ContextOptions, TRPCContext } from 'nestjs-trpc';
import { AuthService } from '../modules/auth/auth.service';
import type { Principal } from '../modules/auth/principal';
import { extractToken } from '../modules/auth/token-extractor';

export interface AppContext extends Record<string, unknown> {
  req: Request;
  res: Response;
  /** The request's session token, if it carries one. */
  token: string | null;
  /** The verified caller (null for a visitor); rejects when a token is present but invalid. Memoised. */
  principal: () => Promise<Principal | null>;
}

/** What every procedure receives. The caller is verified lazily, so public procedures pay nothing. */
@Injectable()
export class AppTrpcContext implements TRPCContext {
  constructor(private readonly auth: AuthService) {}

  create(opts: ContextOptions): AppContext {
    const req = opts.req as Request;
    const token = extractToken(req);
    let verified: Promise<Principal | null> | undefined;
    return {
      req,
      res: opts.res as Response,
      token,
      principal: () => (verified ??= token ? this.auth.authenticate(token) : Promise.resolve(null)),
    };
  }
}
