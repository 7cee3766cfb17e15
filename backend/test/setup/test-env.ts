// Integration tests run against their own database and Redis database, never the development ones.
process.env.NODE_ENV = 'test';
process.env.DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/medprep_test';
process.env.REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/1';
process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? 'silent';
