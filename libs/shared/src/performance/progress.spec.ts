import { describe, expect, it } from 'vitest';
import { percentCorrect, progressPercent, remainingQuestions } from './progress';

describe('progressPercent', () => {
  it('is attempts / total × 100', () => {
    expect(progressPercent(25, 200)).toBe(12.5);
    expect(progressPercent(1, 3)).toBe(33.33);
  });

  it('is 0 when the exam has no questions', () => {
    expect(progressPercent(5, 0)).toBe(0);
  });

  it('stops at 100 when more were attempted than the exam now holds', () => {
    expect(progressPercent(210, 200)).toBe(100);
  });
});

describe('remainingQuestions', () => {
  it('is total − attempts', () => {
    expect(remainingQuestions(25, 200)).toBe(175);
  });

  it('is never negative', () => {
    expect(remainingQuestions(210, 200)).toBe(0);
    expect(remainingQuestions(0, -4)).toBe(0);
  });
});

describe('percentCorrect', () => {
  it('is correct / attempts × 100, to 2 decimals', () => {
    expect(percentCorrect(2, 3)).toBe(66.67);
    expect(percentCorrect(0, 0)).toBe(0);
  });
});
