// Integration tests run against their own database and Redis database, never the development ones.
process.env.NODE_ENV = 'test';
process.env.DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/medprep_test';
process.env.REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/1';
process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? 'silent';
// The suite signs up hundreds of accounts from one address (127.0.0.1); the specs of the sign-up
// limit itself set it back to the production default.
process.env.REGISTRATIONS_PER_ADDRESS_PER_HOUR ??= '100000';
