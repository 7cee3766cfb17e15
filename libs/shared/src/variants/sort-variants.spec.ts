import fc from 'fast-check';
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

describe('sortVariantsByPeriod (properties)', () => {
  it('is ascending and stable for any list of variants', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ period: fc.integer({ min: 1, max: 24 }), id: fc.nat() })), (input) => {
        const tagged = input.map((v, index) => ({ ...v, index }));
        const sorted = sortVariantsByPeriod(tagged);
        expect(sorted).toHaveLength(tagged.length);
        for (let i = 1; i < sorted.length; i++) {
          const [a, b] = [sorted[i - 1], sorted[i]];
          expect(a.period).toBeLessThanOrEqual(b.period);
          if (a.period === b.period) expect(a.index).toBeLessThan(b.index);
        }
      }),
    );
  });
});
