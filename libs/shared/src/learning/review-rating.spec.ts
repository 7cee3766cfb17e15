import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reviewRating } from './review-rating';

describe('reviewRating', () => {
  it('rates full marks good, partial marks hard and no marks again', () => {
    expect(reviewRating({ score: 1, maxScore: 1 })).toBe('good');
    expect(reviewRating({ score: 3, maxScore: 3 })).toBe('good');
    expect(reviewRating({ score: 2, maxScore: 3 })).toBe('hard');
    expect(reviewRating({ score: 0, maxScore: 3 })).toBe('again');
  });

  it('caps a guessed answer at hard, and leaves a guessed miss at again', () => {
    expect(reviewRating({ score: 1, maxScore: 1, guessed: true })).toBe('hard');
    expect(reviewRating({ score: 1, maxScore: 2, guessed: true })).toBe('hard');
    expect(reviewRating({ score: 0, maxScore: 1, guessed: true })).toBe('again');
    expect(reviewRating({ score: 1, maxScore: 1, guessed: false })).toBe('good');
  });

  it('never rates a guess above an honest answer with the same marks', () => {
    const order = { again: 0, hard: 1, good: 2 };
    fc.assert(
      fc.property(fc.nat(10), fc.integer({ min: 1, max: 10 }), (score, maxScore) => {
        const s = Math.min(score, maxScore);
        expect(order[reviewRating({ score: s, maxScore, guessed: true })]).toBeLessThanOrEqual(order[reviewRating({ score: s, maxScore })]);
      }),
    );
  });
});
