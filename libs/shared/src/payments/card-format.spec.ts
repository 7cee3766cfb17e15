import { describe, expect, it } from 'vitest';
import { caretAfterDigits, digitsBefore, formatCardExpiry, formatCardNumber } from './card-format';

describe('formatCardNumber', () => {
  it('groups the digits in fours as they are typed or pasted', () => {
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 4242  4242')).toBe('4242 4242 4242 4242');
  });

  it('keeps at most 19 digits and drops anything else', () => {
    expect(formatCardNumber('4242 4242 4242 4242 4242')).toBe('4242 4242 4242 4242 424');
    expect(formatCardNumber('abc')).toBe('');
  });
});

describe('formatCardExpiry', () => {
  it("reads '1229' as 12/29", () => {
    expect(formatCardExpiry('1229')).toBe('12/29');
  });

  it('adds the slash once the year begins, and keeps a typed one', () => {
    expect(formatCardExpiry('1')).toBe('1');
    expect(formatCardExpiry('12')).toBe('12');
    expect(formatCardExpiry('122')).toBe('12/2');
    expect(formatCardExpiry('12/29')).toBe('12/29');
    expect(formatCardExpiry('12 / 29 9')).toBe('12/29');
  });
});

describe('caret placement', () => {
  it('keeps the caret after the same digit when spaces are added or removed', () => {
    // Typing a fifth digit at the end of '4242': the caret was after 5 digits, lands after the space.
    const typed = '42424';
    const formatted = formatCardNumber(typed);
    expect(caretAfterDigits(formatted, digitsBefore(typed, typed.length))).toBe(formatted.length);
    // Deleting inside the number: the caret after the 2nd digit stays there.
    expect(caretAfterDigits('4242 4242', digitsBefore('442 4242', 1))).toBe(1);
    expect(caretAfterDigits('12/29', 3)).toBe(4);
    expect(caretAfterDigits('12/29', 0)).toBe(0);
  });
});
