import { describe, expect, it, vi } from 'vitest';
import { memoizeLast } from './memoize-last';

describe('memoizeLast', () => {
  it('derives once per input and returns the same result until the input changes', () => {
    const derive = vi.fn((items: number[]) => items.map((n) => n * 2));
    const doubled = memoizeLast(derive);
    const first = [1, 2];

    expect(doubled(first)).toBe(doubled(first));
    expect(derive).toHaveBeenCalledTimes(1);

    const second = [1, 2];
    expect(doubled(second)).toEqual([2, 4]);
    expect(doubled(second)).not.toBe(doubled(first));
    expect(derive).toHaveBeenCalledTimes(3);
  });
});
