import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasAtMostDecimalPlaces } from './decimal-places';

describe('hasAtMostDecimalPlaces', () => {
  it('accepts prices in pence and refuses finer ones, tiny denormals and non-numbers without throwing', () => {
    for (const price of [0, 1, 54.99, 0.29, 1_000_000, -3.5]) expect(hasAtMostDecimalPlaces(price, 2)).toBe(true);
    for (const value of [54.999, 1.005, 5e-324, -7e-323, 1e-7, Number.NaN, Infinity, '5', null, {}]) expect(hasAtMostDecimalPlaces(value, 2)).toBe(false);
  });

  it('accepts every whole number of pence written in pounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000, max: 100_000_000 }), (pence) => {
        expect(hasAtMostDecimalPlaces(pence / 100, 2)).toBe(true);
      }),
    );
  });
});
