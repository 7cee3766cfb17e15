/**
 * Fault tests (`npm run test:faults`): Redis stopped mid-stream, Postgres connections killed under
 * load, the built server on a Redis Cluster losing a master, and a 60-second soak of the built server. Slower than `npm test`, and run after it in CI.
 */
const base = require('./jest.config');

module.exports = {
  ...base,
  roots: ['<rootDir>/test/faults'],
  testPathIgnorePatterns: ['/node_modules/'],
  testTimeout: 360000,
};
