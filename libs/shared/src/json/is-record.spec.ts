import { describe, expect, it } from 'vitest';
import { isRecord } from './is-record';

describe('isRecord', () => {
  it('accepts an object, empty or not', () => {
    expect([{}, { id: 'u1' }, JSON.parse('{"a":[1]}')].every(isRecord)).toBe(true);
  });

  it('refuses null, a list and every scalar', () => {
    expect([null, undefined, [], [{}], 'x', 0, true].some(isRecord)).toBe(false);
  });
});
