import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRecordRef, parseRecordRef } from './record-ref';

describe('formatRecordRef', () => {
  it("renders 'table:id'", () => {
    expect(formatRecordRef({ tb: 'exam', id: 'msra' })).toBe('exam:msra');
  });

  it("wraps an id holding '-' or '@' in angle brackets", () => {
    expect(formatRecordRef({ tb: 'exam', id: 'mrcp-1' })).toBe('exam:⟨mrcp-1⟩');
    expect(formatRecordRef({ tb: 'user', id: 'amara@example.com' })).toBe('user:⟨amara@example.com⟩');
  });
});

describe('parseRecordRef', () => {
  it('reads plain and wrapped references back', () => {
    expect(parseRecordRef('exam:msra')).toEqual({ tb: 'exam', id: 'msra' });
    expect(parseRecordRef('exam:⟨mrcp-1⟩')).toEqual({ tb: 'exam', id: 'mrcp-1' });
  });

  it('splits at the first colon only', () => {
    expect(parseRecordRef('session:⟨a:b-c⟩')).toEqual({ tb: 'session', id: 'a:b-c' });
  });

  it('gives null without a table or an id', () => {
    expect(parseRecordRef('msra')).toBeNull();
    expect(parseRecordRef(':msra')).toBeNull();
    expect(parseRecordRef('exam:')).toBeNull();
    expect(parseRecordRef('exam:⟨⟩')).toBeNull();
  });

  it('reads back every reference it renders', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((tb) => !tb.includes(':')),
        fc.string({ minLength: 1 }),
        (tb, id) => {
          expect(parseRecordRef(formatRecordRef({ tb, id }))).toEqual({ tb, id });
        },
      ),
    );
  });
});
