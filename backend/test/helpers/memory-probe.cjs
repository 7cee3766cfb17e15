'use strict';
/**
 * Preloaded into the built server by the soak test only (`node --expose-gc --require
 * memory-probe.cjs dist/main.js`, with an IPC channel): on a `memory` message it runs full garbage
 * collections and replies with process.memoryUsage(), so that the test reads what the server still
 * holds rather than how much garbage V8 happens to be carrying. Nothing of it ships.
 */
process.on('message', (message) => {
  if (message?.type !== 'memory') return;
  // The second collection frees what the first one's finalizers and weak callbacks released.
  globalThis.gc();
  globalThis.gc();
  process.send({ id: message.id, ...process.memoryUsage() });
});
