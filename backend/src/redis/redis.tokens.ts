/** Injection token of the shared ioredis client. */
export const REDIS = Symbol('REDIS');
