import { describe, expect, it } from 'vitest';
import { openingIndex } from './session-opening';

describe('openingIndex', () => {
  const ids = ['q1', 'q2', 'q3'];

  it('opens a new session on its first question', () => {
    expect(openingIndex(ids, () => false)).toBe(0);
  });

  it('resumes on the first question without an answer, skipping answered ones after it', () => {
    const answered = new Set(['q1', 'q3']);
    expect(openingIndex(ids, (id) => answered.has(id))).toBe(1);
  });

  it('opens on the first question when every one is answered', () => {
    expect(openingIndex(ids, () => true)).toBe(0);
  });
});
