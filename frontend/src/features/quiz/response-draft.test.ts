import { describe, expect, it } from 'vitest';
import { toPlayerItem } from '@medprep/shared';
import { describeResponse, draftFor, emptyDraft, moved, parseTypedNumber, partsLeft, responseOf, sameResponse } from './response-draft';
import { ITEMS } from './testing/quiz-fixtures';

const player = (id: string) => toPlayerItem(ITEMS[id]);

describe('response drafts', () => {
  describe('responseOf', () => {
    it('gives no response until every statement, stem and pick is answered', () => {
      expect(responseOf({ type: 'mtf', marks: [true, null, false] })).toBeNull();
      expect(responseOf({ type: 'mtf', marks: [true, true, false] })).toEqual({ marks: [true, true, false] });
      expect(responseOf({ type: 'emq', answers: ['E', null] })).toBeNull();
      expect(responseOf({ type: 'emq', answers: ['E', 'B'] })).toEqual({ answers: ['E', 'B'] });
      expect(responseOf({ type: 'choose', choices: ['A', 'C'], picks: 3 })).toBeNull();
      expect(responseOf({ type: 'choose', choices: ['A', 'C', 'E'], picks: 3 })).toEqual({ choices: ['A', 'C', 'E'] });
      expect(responseOf({ type: 'sba', choice: null })).toBeNull();
    });

    it('sends a ranking in the order shown, from the start', () => {
      expect(responseOf(emptyDraft(player('rank1')))).toEqual({ order: ['A', 'B', 'C', 'D', 'E'] });
    });

    it('sends a numeric value only when the text is a number', () => {
      expect(responseOf({ type: 'numeric', text: '12.5' })).toEqual({ value: 12.5 });
      expect(responseOf({ type: 'numeric', text: ' 7,5 ' })).toEqual({ value: 7.5 });
      expect(responseOf({ type: 'numeric', text: '-0.25' })).toEqual({ value: -0.25 });
      for (const text of ['', '12mg', '1e3', 'abc', '1.2.3', '-', 'Infinity']) expect(responseOf({ type: 'numeric', text })).toBeNull();
    });
  });

  describe('parseTypedNumber', () => {
    it('says what is wrong with what was typed', () => {
      expect(parseTypedNumber('')).toEqual({ ok: false, message: 'Enter a number.' });
      expect(parseTypedNumber('12 mg')).toEqual({ ok: false, message: 'Enter a number only, such as 12.5: digits, with a decimal point if needed.' });
      expect(parseTypedNumber('9'.repeat(400))).toEqual({ ok: false, message: 'That number is too large.' });
    });
  });

  describe('draftFor', () => {
    it('shows a saved response of the item, and starts afresh from one that does not fit it', () => {
      expect(draftFor(player('mtf1'), { marks: [true, false, true] })).toEqual({ type: 'mtf', marks: [true, false, true] });
      expect(draftFor(player('mtf1'), { marks: [true] })).toEqual({ type: 'mtf', marks: [null, null, null] });
      expect(draftFor(player('mtf1'), { choice: 'A' })).toEqual({ type: 'mtf', marks: [null, null, null] });
      expect(draftFor(player('num1'), { value: 350 })).toEqual({ type: 'numeric', text: '350' });
      expect(draftFor(player('choose1'), null)).toEqual({ type: 'choose', choices: [], picks: 3 });
    });
  });

  it('counts the parts left to answer', () => {
    expect(partsLeft(emptyDraft(player('mtf1')))).toBe(3);
    expect(partsLeft(emptyDraft(player('emq1')))).toBe(2);
    expect(partsLeft({ type: 'choose', choices: ['A'], picks: 3 })).toBe(2);
    expect(partsLeft(emptyDraft(player('rank1')))).toBe(0);
  });

  it('compares responses by value', () => {
    expect(sameResponse({ order: ['A', 'B'] }, { order: ['A', 'B'] })).toBe(true);
    expect(sameResponse({ order: ['A', 'B'] }, { order: ['B', 'A'] })).toBe(false);
    expect(sameResponse({ value: 1 }, null)).toBe(false);
    expect(sameResponse(null, null)).toBe(true);
  });

  it('moves a response to another place', () => {
    expect(moved(['A', 'B', 'C', 'D'], 0, 2)).toEqual(['B', 'C', 'A', 'D']);
    expect(moved(['A', 'B', 'C'], 2, 0)).toEqual(['C', 'A', 'B']);
    expect(moved(['A', 'B'], 0, 5)).toEqual(['A', 'B']);
  });

  it('puts a response in a few words', () => {
    expect(describeResponse({ choice: 'B' })).toBe('B');
    expect(describeResponse({ marks: [true, false] })).toBe('1 true, 2 false');
    expect(describeResponse({ answers: ['C', 'H'] })).toBe('1 C, 2 H');
    expect(describeResponse({ order: ['C', 'A', 'E', 'B', 'D'] })).toBe('C, A, E, B, D');
    expect(describeResponse({ choices: ['A', 'D', 'F'] })).toBe('A, D, F');
    expect(describeResponse({ value: 12.5 }, 'mg')).toBe('12.5 mg');
  });
});
