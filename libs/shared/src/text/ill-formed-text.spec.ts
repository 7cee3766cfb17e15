import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldName, findIllFormedText, isWellFormedText } from './ill-formed-text';

describe('isWellFormedText', () => {
  it('accepts text, emoji (surrogate pairs) included', () => {
    for (const text of ['', 'Zoë', 'tachycardia 🫀', '\uD83D\uDE00', 'עברית', '\u0000']) expect(isWellFormedText(text)).toBe(true);
  });

  it('refuses a high surrogate without its low half, and a low one without its high half', () => {
    for (const text of ['\uD83D', 'a\uD83Db', '\uDE00', 'x\uDE00\uD83D', '\uD83D\uD83D']) expect(isWellFormedText(text)).toBe(false);
  });

  it('agrees with encoding as UTF-8 and back', () => {
    const encoder = new TextEncoder();
    const decoder = new TextDecoder();
    fc.assert(
      // Halves of pairs, whole pairs and other characters, in any order.
      fc.property(fc.array(fc.constantFrom('\uD83D', '\uDE00', '\uDBFF', '\uDC00', '\uD83D\uDE00', 'a', 'é', '\u0000')).map((parts) => parts.join('')), (text) => {
        const roundTrips = decoder.decode(encoder.encode(text)) === text;
        expect(isWellFormedText(text)).toBe(roundTrips);
      }),
    );
  });
});

describe('findIllFormedText', () => {
  it('finds nothing in well-formed input of any shape', () => {
    expect(findIllFormedText({ data: { profileData: { bio: 'FY2 🩺', tags: ['a', 'b'] } }, n: 3, ok: true, none: null })).toBeNull();
    expect(findIllFormedText('plain')).toBeNull();
    expect(findIllFormedText(undefined)).toBeNull();
  });

  it('gives the path of a lone surrogate in a value, through objects and arrays', () => {
    expect(findIllFormedText({ data: { examDates: [{ examSlug: 'msra' }, { examSlug: 'x\uD800' }] } })).toEqual(['data', 'examDates', 1, 'examSlug']);
    expect(findIllFormedText('\uDC00')).toEqual([]);
  });

  it('gives the path of a lone surrogate in a key', () => {
    expect(findIllFormedText({ data: { 'bad\uD800': 1 } })).toEqual(['data', 'bad\uD800']);
    expect(fieldName(['data', 'bad\uD800'])).toBe('data.bad\uFFFD');
  });

  it('walks input nested far deeper than the call stack', () => {
    let deep: unknown = 'end\uDFFF';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findIllFormedText(deep)).toHaveLength(100_000);
  });
});
