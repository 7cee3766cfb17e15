import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMinorUnits, toMinorUnits } from './minor-units';

describe('toMinorUnits', () => {
  it('converts major units to integer minor units without float error', () => {
    expect(toMinorUnits(54.99)).toBe(5499);
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
    expect(toMinorUnits(1.005)).toBe(101);
    expect(toMinorUnits(0)).toBe(0);
  });

  it('rejects an amount that is not a finite number', () => {
    expect(() => toMinorUnits(Number.NaN)).toThrow(RangeError);
    expect(() => toMinorUnits(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('round-trips every whole number of minor units', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (minor) => {
        expect(toMinorUnits(fromMinorUnits(minor))).toBe(minor);
      }),
    );
  });
});
