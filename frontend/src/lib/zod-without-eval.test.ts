import { describe, expect, it } from 'vitest';
import { disableZodJit } from './zod-without-eval';

describe('disableZodJit', () => {
  it('turns off the JIT of the zod that loads afterwards (no eval probe under the CSP)', async () => {
    disableZodJit();
    const { config } = await import('zod');
    expect(config().jitless).toBe(true);
  });
});
