import type { CookieOptions, Response } from 'express';
import type { AppConfig } from '../../config/app-config';
import { AUTH_COOKIE } from './auth.constants';

function baseOptions(config: AppConfig): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: config.cookieSecure, path: '/' };
}

/** The session cookie: HttpOnly (the SPA never reads it), SameSite=Lax, Secure in production. */
export function setAuthCookie(res: Response, config: AppConfig, token: string, expiresAt: Date) {
  res.cookie(AUTH_COOKIE, token, { ...baseOptions(config), expires: expiresAt });
}

/** Clears the cookie on every path the app has ever been served under. */
export function clearAuthCookie(res: Response, config: AppConfig) {
  for (const path of ['/', '/dashboard', '/s']) res.clearCookie(AUTH_COOKIE, { ...baseOptions(config), path });
}
