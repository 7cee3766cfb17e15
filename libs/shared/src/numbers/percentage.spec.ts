import { describe, expect, it } from 'vitest';
import { percentage } from './percentage';

describe('percentage', () => {
  it('divides and scales to a percentage with 2 decimals', () => {
    expect(percentage(1, 3)).toBe(33.33);
    expect(percentage(2, 3)).toBe(66.67);
    expect(percentage(50, 200)).toBe(25);
  });

  it('is 0 when the whole is 0, negative or not a number', () => {
    expect(percentage(5, 0)).toBe(0);
    expect(percentage(5, -10)).toBe(0);
    expect(percentage(Number.NaN, 10)).toBe(0);
  });
});
