import { describe, expect, it } from 'vitest';
import { variantLabel } from '../variants/variant-label';
import { durationLabel } from './duration-label';
import { monthsFromLabel, variantMonths } from './months-from-label';

describe('monthsFromLabel', () => {
  it("reads the months from the label's first word", () => {
    expect(monthsFromLabel('3 months')).toBe(3);
    expect(monthsFromLabel('1 month')).toBe(1);
    expect(monthsFromLabel('12 months')).toBe(12);
    expect(monthsFromLabel('  6 Months access')).toBe(6);
  });

  it('gives null when the first word is not a positive whole number', () => {
    expect(monthsFromLabel('')).toBeNull();
    expect(monthsFromLabel('monthly')).toBeNull();
    expect(monthsFromLabel('0 months')).toBeNull();
    expect(monthsFromLabel('1.5 months')).toBeNull();
  });
});

describe('durationLabel', () => {
  it("says '1 Month' for one month and 'N Months' otherwise", () => {
    expect(durationLabel(1)).toBe('1 Month');
    expect(durationLabel(12)).toBe('12 Months');
  });
});

describe('variantMonths', () => {
  it("takes the label's months, else the period", () => {
    expect(variantMonths({ label: '3 months', period: 1 })).toBe(3);
    expect(variantMonths({ label: 'Annual', period: 12 })).toBe(12);
  });
});

describe('variantLabel', () => {
  it("writes '1 month' and 'N months', which monthsFromLabel reads back", () => {
    expect(variantLabel(1)).toBe('1 month');
    expect(variantLabel(12)).toBe('12 months');
    expect(monthsFromLabel(variantLabel(12))).toBe(12);
  });
});
