export const AUTH_COOKIE = 'token';

/** Failed logins allowed per account and per client IP within the window, before a 429. */
export const LOGIN_LIMITS = { perAccount: 5, perIp: 20, windowSeconds: 15 * 60 } as const;

/** Reset e-mails per account per window (further requests answer alike but send nothing). */
export const RESET_LIMITS = { perAccount: 3, windowSeconds: 60 * 60 } as const;

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** The only algorithm a session JWT may use: `alg: none` or RS/HS confusion is refused. */
export const JWT_ALGORITHMS = ['HS256'] as const;
