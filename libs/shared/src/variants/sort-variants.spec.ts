import { describe, expect, it } from 'vitest';
import { sortVariantsByPeriod } from './sort-variants';

describe('sortVariantsByPeriod', () => {
  it('orders variants from the shortest to the longest period', () => {
    const sorted = sortVariantsByPeriod([{ period: 12 }, { period: 1 }, { period: 6 }, { period: 3 }]);
    expect(sorted.map((v) => v.period)).toEqual([1, 3, 6, 12]);
  });

  it('keeps the order of variants with the same period and does not mutate the input', () => {
    const input = [
      { period: 3, id: 'b' },
      { period: 1, id: 'x' },
      { period: 3, id: 'a' },
    ];
    expect(sortVariantsByPeriod(input).map((v) => v.id)).toEqual(['x', 'b', 'a']);
    expect(input.map((v) => v.id)).toEqual(['b', 'x', 'a']);
  });
});
