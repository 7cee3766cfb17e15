export const AUTH_COOKIE = 'token';

/**
 * Failed sign-ins allowed within the window before a 429: tightly per account from one client
 * address, so one address cannot guess for long, nor lock the owner out from theirs; more loosely per
 * account from all addresses, which bounds a distributed guesser (locking an account out then takes
 * at least perAccount / perAccountFromAddress addresses); and per address across accounts (spraying).
 */
export const LOGIN_LIMITS = { perAccountFromAddress: 5, perAccount: 50, perIp: 20, windowSeconds: 15 * 60 } as const;

/** Sign-ups per client address: the maximum comes from configuration (a school behind one address may need more). */
export const REGISTRATION_WINDOW_SECONDS = 60 * 60;

/** Reset e-mails per account per window (further requests answer alike but send nothing). */
export const RESET_LIMITS = { perAccount: 3, windowSeconds: 60 * 60 } as const;

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** The only algorithm a session JWT may use: `alg: none` or RS/HS confusion is refused. */
export const JWT_ALGORITHMS = ['HS256'] as const;
