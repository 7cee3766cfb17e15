import { resolve } from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './paths';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const url = (protocols: string[]) =>
  z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`);

/** Every environment variable the service reads, with the defaults that work on a development machine. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  /** Where PostgreSQL is looked for when DATABASE_URL is unset (tests point it at a port where nothing answers). */
  DEFAULT_DATABASE_URL: url(['postgres:', 'postgresql:']).default('postgres://postgres@127.0.0.1:5432/medprep'),
  /** Where Redis is looked for when REDIS_URL is unset. */
  DEFAULT_REDIS_URL: url(['redis:', 'rediss:']).default('redis://127.0.0.1:6379'),
  LOCAL_DATA_DIR: z.string().min(1).optional(),
  /** Redis Cluster nodes (host:port, comma-separated); when set, REDIS_URL is not used. */
  REDIS_CLUSTER_NODES: z.string().optional(),
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().positive().default(500),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: url(['http:', 'https:']).default('http://localhost:3000'),
  INSTANCE_CODE: z.string().min(1).default('medprep-uk'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  SEED_ON_START: booleanFlag.default(true),
  FRONTEND_DIST: z.string().optional(),
  COOKIE_SECURE: booleanFlag.optional(),
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 90).default(24 * 14),
  TRUST_PROXY: z
    .string()
    .regex(/^(false|true|\d+)$/, 'must be false, true or a number of proxy hops')
    .default('false'),
  CORS_ORIGINS: z.string().default(''),
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: z.coerce.number({ error: 'must be a whole number' }).int().min(1).default(10),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().min(3).default('MedPrep <no-reply@medprep.local>'),
  OUTBOX_DIR: z.string().optional(),
  ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_…)').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_…)').optional(),
  SENTRY_DSN: url(['https:', 'http:']).optional(),
  /** How often expired orders are released (0: only when an order or payment meets them). */
  ORDER_SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** How often timed papers whose time ran out unread are closed and counted (0: only when someone reads them). */
  PAPER_SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** How often item difficulties are refitted (0: only on an admin's request); off by default in tests. */
  DIFFICULTY_REFIT_INTERVAL_HOURS: z.coerce.number().min(0).max(24 * 7).optional(),
  /** A live-channel socket silent for longer than this is dropped (its client pings every 25 s). */
  LIVE_IDLE_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(3600).default(60),
  /** Points the Stripe SDK elsewhere (a local stand-in in tests). */
  STRIPE_API_URL: url(['http:', 'https:']).optional(),
  /** Where uploaded item images are kept on disk (when no S3 bucket is configured). */
  MEDIA_DIR: z.string().min(1).optional(),
  /** The largest image an admin may upload, in bytes. */
  MEDIA_MAX_BYTES: z.coerce.number({ error: 'must be a number of bytes' }).int().min(1024).max(50 * 1024 * 1024).default(2 * 1024 * 1024),
  /** S3-compatible storage for uploaded images: set the bucket (and its keys) to use it instead of MEDIA_DIR. */
  MEDIA_S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3-63 lowercase letters, digits, dots, hyphens)').optional(),
  /** An S3-compatible service's address (MinIO, R2…); unset for AWS itself. Addressed path-style. */
  MEDIA_S3_ENDPOINT: url(['http:', 'https:']).optional(),
  MEDIA_S3_REGION: z.string().min(1).default('us-east-1'),
  MEDIA_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Where browsers fetch uploaded images when not from this server's /media (a CDN or a public bucket). */
  MEDIA_PUBLIC_BASE_URL: url(['http:', 'https:']).optional(),
  /** The hour (UTC, 0–23) at which item statistics are recomputed each night, or off; off by default in tests. */
  ITEM_STATS_NIGHTLY_HOUR: z
    .string()
    .regex(/^(off|[01]?\d|2[0-3])$/, 'must be an hour from 0 to 23, or off')
    .optional(),
});

/** 'host:port,host:port' → the nodes; an IPv6 host goes in brackets ('[::1]:7000'). */
function clusterNodes(setting: string | undefined): Array<{ host: string; port: number }> | null {
  if (setting === undefined) return null;
  const entries = setting.split(',').map((entry) => entry.trim()).filter(Boolean);
  if (entries.length === 0) throw new ConfigError(['REDIS_CLUSTER_NODES: lists no node (expected host:port,host:port…)']);
  return entries.map((entry) => {
    const match = /^(?:\[([0-9a-fA-F:.]+)\]|([^:\s[\]]+)):(\d{1,5})$/.exec(entry);
    const port = Number(match?.[3]);
    if (!match || port < 1 || port > 65535) throw new ConfigError([`REDIS_CLUSTER_NODES: "${entry}" is not host:port (e.g. 10.0.0.5:6379)`]);
    return { host: match[1] ?? match[2], port };
  });
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      [
        'Invalid configuration (environment variables):',
        ...problems.map((p) => `  - ${p}`),
        'Fix: set each variable named above to a valid value (README.md, "Configuration", lists every variable with its default and meaning).',
      ].join('\n'),
    );
    this.name = 'ConfigError';
  }
}

const DEV_JWT_SECRET = 'development-only-secret-change-me-0123456789';

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  // An empty variable counts as unset, so `FOO= npm start` falls back to the default.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const corsOrigins = e.CORS_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean);
  const badOrigin = corsOrigins.find((o) => !/^https?:\/\/[^/]+$/.test(o));
  if (badOrigin) throw new ConfigError([`CORS_ORIGINS: "${badOrigin}" is not an origin like https://example.com`]);
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(['STRIPE_WEBHOOK_SECRET: is required with STRIPE_SECRET_KEY (access is granted by the signed webhook)']);
  }
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError(['ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither']);
  }
  if (production && !e.JWT_SECRET) {
    throw new ConfigError(['JWT_SECRET: is required in production (at least 32 characters)']);
  }
  const s3Settings = [e.MEDIA_S3_ENDPOINT, e.MEDIA_S3_ACCESS_KEY_ID, e.MEDIA_S3_SECRET_ACCESS_KEY];
  if (!e.MEDIA_S3_BUCKET && s3Settings.some(Boolean)) {
    throw new ConfigError(['MEDIA_S3_BUCKET: is required with MEDIA_S3_ENDPOINT and the MEDIA_S3 keys (images go to that bucket)']);
  }
  // Without explicit keys the SDK would look for credentials on the machine (instance metadata and the like).
  if (e.MEDIA_S3_BUCKET && !(e.MEDIA_S3_ACCESS_KEY_ID && e.MEDIA_S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(['MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY: are required with MEDIA_S3_BUCKET']);
  }
  if (production && !e.DATABASE_URL) {
    throw new ConfigError(['DATABASE_URL: is required in production (postgres://user:password@host:5432/medprep)']);
  }
  return {
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL ?? e.DEFAULT_DATABASE_URL,
    redisUrl: e.REDIS_URL ?? e.DEFAULT_REDIS_URL,
    /**
     * Outside production, with DATABASE_URL (REDIS_URL) unset and nothing answering at the default
     * address, the server starts its own PostgreSQL (redis-server) keeping data under localDataDir.
     */
    localServices: {
      postgres: !production && !e.DATABASE_URL,
      redis: !production && !e.REDIS_URL && !e.REDIS_CLUSTER_NODES,
      dataDir: resolve(e.LOCAL_DATA_DIR ?? resolve(REPO_ROOT, 'var')),
    },
    /** The Redis Cluster's startup nodes; null for a single Redis at redisUrl. */
    redisClusterNodes: clusterNodes(e.REDIS_CLUSTER_NODES),
    redisCommandTimeoutMs: e.REDIS_COMMAND_TIMEOUT_MS,
    jwtSecret: e.JWT_SECRET ?? DEV_JWT_SECRET,
    publicUrl: e.PUBLIC_URL,
    instanceCode: e.INSTANCE_CODE,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    seedOnStart: e.SEED_ON_START,
    frontendDist: e.FRONTEND_DIST,
    cookieSecure: e.COOKIE_SECURE ?? production,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3600_000,
    trustProxy: e.TRUST_PROXY === 'true' ? true : e.TRUST_PROXY === 'false' ? false : Number(e.TRUST_PROXY),
    /** Origins allowed to call the API from a browser, besides the service's own. */
    allowedOrigins: [...new Set([new URL(e.PUBLIC_URL).origin, ...corsOrigins, ...(production ? [] : ['http://localhost:5173'])])],
    /** Accounts one client address may create per hour (429 past it). */
    registrationsPerAddressPerHour: e.REGISTRATIONS_PER_ADDRESS_PER_HOUR,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    outboxDir: e.OUTBOX_DIR,
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? null,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
          apiUrl: e.STRIPE_API_URL ?? null,
        }
      : null,
    sentryDsn: e.SENTRY_DSN,
    orderSweepIntervalMs: e.ORDER_SWEEP_INTERVAL_SECONDS * 1000,
    paperSweepIntervalMs: e.PAPER_SWEEP_INTERVAL_SECONDS * 1000,
    /** The UTC hour of the nightly item-statistics run; null: none. */
    itemStatsNightlyHour: ((h) => (h === 'off' ? null : Number(h)))(e.ITEM_STATS_NIGHTLY_HOUR ?? (e.NODE_ENV === 'test' ? 'off' : '3')),
    liveIdleTimeoutMs: e.LIVE_IDLE_TIMEOUT_SECONDS * 1000,
    difficultyRefitIntervalMs: (e.DIFFICULTY_REFIT_INTERVAL_HOURS ?? (e.NODE_ENV === 'test' ? 0 : 24)) * 3_600_000,
    /** Signs webhooks even without Stripe, so the endpoint can be exercised in development. */
    webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
    media: {
      dir: resolve(e.MEDIA_DIR ?? resolve(REPO_ROOT, 'var', 'media')),
      maxBytes: e.MEDIA_MAX_BYTES,
      s3: e.MEDIA_S3_BUCKET
        ? {
            bucket: e.MEDIA_S3_BUCKET,
            endpoint: e.MEDIA_S3_ENDPOINT ?? null,
            region: e.MEDIA_S3_REGION,
            accessKeyId: e.MEDIA_S3_ACCESS_KEY_ID!,
            secretAccessKey: e.MEDIA_S3_SECRET_ACCESS_KEY!,
          }
        : null,
      /** Without a trailing slash; null: images are served from this server's /media. */
      publicBaseUrl: e.MEDIA_PUBLIC_BASE_URL?.replace(/\/+$/, '') ?? null,
    },
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD } : null,
  } as const;
}

export type AppConfig = ReturnType<typeof loadConfig>;
export const APP_CONFIG = Symbol('APP_CONFIG');
