import { describe, expect, it } from 'vitest';
import { percentLabel } from './percent-label';

describe('percentLabel', () => {
  it('shows every figure as a whole number, so 5.9 and 59 read alike', () => {
    expect(percentLabel(5.9)).toBe('6%');
    expect(percentLabel(59)).toBe('59%');
    expect(percentLabel(2.46)).toBe('2%');
    expect(percentLabel(72.5)).toBe('73%');
  });

  it('never rounds some to none or nearly all to all', () => {
    expect(percentLabel(0)).toBe('0%');
    expect(percentLabel(0.2)).toBe('<1%');
    expect(percentLabel(99.7)).toBe('>99%');
    expect(percentLabel(100)).toBe('100%');
  });

  it('clamps values outside 0–100 and unreadable ones', () => {
    expect(percentLabel(140)).toBe('100%');
    expect(percentLabel(-3)).toBe('0%');
    expect(percentLabel(Number.NaN)).toBe('0%');
  });
});
