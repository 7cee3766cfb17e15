import { describe, expect, it } from 'vitest';
import { formatNumber, pendingExpression, pressKeys, type CalculatorKey } from './calculator';

const run = (keys: string) => pressKeys(keys.split(' ') as CalculatorKey[]).display;

describe('calculator', () => {
  it('does the four operations', () => {
    expect(run('1 2 + 3 =')).toBe('15');
    expect(run('9 - 1 2 =')).toBe('-3');
    expect(run('7 * 6 =')).toBe('42');
    expect(run('1 / 4 =')).toBe('0.25');
  });

  it('never shows binary float noise', () => {
    expect(run('0 . 1 + 0 . 2 =')).toBe('0.3');
    expect(run('1 . 1 * 3 =')).toBe('3.3');
    expect(run('1 / 3 =')).toBe('0.333333333333');
    expect(formatNumber(0.1 * 3)).toBe('0.3');
  });

  it('chains operations left to right and lets a second operator replace the first', () => {
    expect(run('2 + 3 * 4 =')).toBe('20');
    expect(run('8 + * 2 =')).toBe('16');
  });

  it('shows the pending operation', () => {
    expect(pendingExpression(pressKeys(['1', '2', '*']))).toBe('12 ×');
    expect(pendingExpression(pressKeys(['1', '2', '*', '2', '=']))).toBe('');
  });

  it('changes sign, takes percentages, deletes a digit and clears', () => {
    expect(run('5 ±')).toBe('-5');
    expect(run('5 ± ±')).toBe('5');
    expect(run('5 0 %')).toBe('0.5');
    expect(run('2 0 0 + 1 0 % =')).toBe('220');
    expect(run('1 2 3 Backspace')).toBe('12');
    expect(run('7 Backspace')).toBe('0');
    expect(run('1 2 + 3 C')).toBe('0');
  });

  it('takes one decimal point per number', () => {
    expect(run('. 5')).toBe('0.5');
    expect(run('1 . . 5')).toBe('1.5');
  });

  it('says Error when dividing by zero, and starts again on the next number', () => {
    expect(run('4 / 0 =')).toBe('Error');
    expect(run('4 / 0 = + ±')).toBe('Error');
    expect(run('4 / 0 = 3 + 1 =')).toBe('4');
  });
});
