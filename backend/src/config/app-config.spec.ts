import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('should use working defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/medprep');
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
  });

  it('should refuse to boot with a message naming the variable when a value is bad', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a URL starting with postgres:/);
  });

  it('should require a JWT secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
  });

  it('should require DATABASE_URL in production, where no database is ever started for it', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-of-at-least-32-characters' };
    expect(() => loadConfig(production)).toThrow(/DATABASE_URL: is required in production/);
    const config = loadConfig({ ...production, DATABASE_URL: 'postgres://medprep@db:5432/medprep' });
    expect(config.localServices).toMatchObject({ postgres: false, redis: false });
  });

  it('should look at the default addresses, and may start local servers, only for the URLs left unset outside production', () => {
    const config = loadConfig({ DEFAULT_DATABASE_URL: 'postgres://postgres@127.0.0.1:5499/medprep', REDIS_URL: 'redis://cache:6379' });
    expect(config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5499/medprep');
    expect(config.redisUrl).toBe('redis://cache:6379');
    expect(config.localServices).toMatchObject({ postgres: true, redis: false });
    expect(loadConfig({ DATABASE_URL: 'postgres://x@h/db', DEFAULT_DATABASE_URL: 'postgres://y@h/db' }).databaseUrl).toBe('postgres://x@h/db');
  });

  it('should treat an empty variable as unset', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
  });
});

describe('loadConfig: Redis Cluster', () => {
  it('should use a single Redis when REDIS_CLUSTER_NODES is unset', () => {
    expect(loadConfig({}).redisClusterNodes).toBeNull();
  });

  it('should read the cluster nodes as hosts and ports', () => {
    expect(loadConfig({ REDIS_CLUSTER_NODES: '10.0.0.5:6379, redis-b:7001,[::1]:7002' }).redisClusterNodes).toEqual([
      { host: '10.0.0.5', port: 6379 },
      { host: 'redis-b', port: 7001 },
      { host: '::1', port: 7002 },
    ]);
  });

  it('should refuse to boot with a message naming the variable and the bad entry', () => {
    expect(() => loadConfig({ REDIS_CLUSTER_NODES: '10.0.0.5:6379,redis-b' })).toThrow(/REDIS_CLUSTER_NODES: "redis-b" is not host:port/);
    expect(() => loadConfig({ REDIS_CLUSTER_NODES: 'redis-a:70000' })).toThrow(/REDIS_CLUSTER_NODES: "redis-a:70000" is not host:port/);
    expect(() => loadConfig({ REDIS_CLUSTER_NODES: ' , ' })).toThrow(/REDIS_CLUSTER_NODES: lists no node/);
  });
});

describe('loadConfig: accounts', () => {
  it('should allow the public origin and configured origins, rejecting a malformed one', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://medprep.example/', CORS_ORIGINS: 'https://admin.medprep.example', NODE_ENV: 'test' });
    expect(config.allowedOrigins).toEqual(['https://medprep.example', 'https://admin.medprep.example', 'http://localhost:5173']);
    expect(() => loadConfig({ CORS_ORIGINS: 'admin.medprep.example' })).toThrow(/CORS_ORIGINS/);
  });

  it('should allow 10 sign-ups per address an hour unless configured, refusing a limit that is not a whole number of at least 1', () => {
    expect(loadConfig({}).registrationsPerAddressPerHour).toBe(10);
    expect(loadConfig({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: '200' }).registrationsPerAddressPerHour).toBe(200);
    for (const bad of ['0', 'many', '2.5']) expect(() => loadConfig({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: bad })).toThrow(/REGISTRATIONS_PER_ADDRESS_PER_HOUR/);
  });

  it('should require the admin e-mail and password together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'admin@medprep.example' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
  });
});

describe('loadConfig: media', () => {
  it('should keep images on disk under var/media, up to 2 MB each, when nothing is set', () => {
    const { media } = loadConfig({});
    expect(media.dir).toMatch(/[/\\]var[/\\]media$/);
    expect(media.maxBytes).toBe(2 * 1024 * 1024);
    expect(media.s3).toBeNull();
    expect(media.publicBaseUrl).toBeNull();
  });

  it('should use the S3 bucket with its endpoint and keys when MEDIA_S3_BUCKET is set', () => {
    const { media } = loadConfig({
      MEDIA_S3_BUCKET: 'medprep-media',
      MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000',
      MEDIA_S3_ACCESS_KEY_ID: 'key',
      MEDIA_S3_SECRET_ACCESS_KEY: 'secret',
      MEDIA_PUBLIC_BASE_URL: 'https://cdn.example.com/media/',
    });
    expect(media.s3).toEqual({ bucket: 'medprep-media', endpoint: 'http://127.0.0.1:9000', region: 'us-east-1', accessKeyId: 'key', secretAccessKey: 'secret' });
    expect(media.publicBaseUrl).toBe('https://cdn.example.com/media');
  });

  it('should refuse S3 settings without a bucket, a bucket without keys, and a size that is not a number', () => {
    expect(() => loadConfig({ MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/MEDIA_S3_BUCKET: is required/);
    expect(() => loadConfig({ MEDIA_S3_BUCKET: 'medprep-media' })).toThrow(/MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ MEDIA_S3_BUCKET: 'Bad_Bucket', MEDIA_S3_ACCESS_KEY_ID: 'k', MEDIA_S3_SECRET_ACCESS_KEY: 's' })).toThrow(/MEDIA_S3_BUCKET: must be an S3 bucket name/);
    expect(() => loadConfig({ MEDIA_MAX_BYTES: 'two megabytes' })).toThrow(/MEDIA_MAX_BYTES: must be a number of bytes/);
  });
});
