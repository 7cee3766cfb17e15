import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOT_IN_REVIEW, nextReviewState } from './review-schedule';

const now = new Date('2026-11-21T09:00:00Z');
const days = (state: { dueAt: Date | null }, from = now) => (state.dueAt!.getTime() - from.getTime()) / 86_400_000;

describe('nextReviewState', () => {
  it('brings a wrongly answered question back after 1 day', () => {
    const state = nextReviewState(NOT_IN_REVIEW, false, now);
    expect(days(state)).toBe(1);
  });

  it('moves on to 3 days after the first right answer, and clears it after the second', () => {
    const missed = nextReviewState(NOT_IN_REVIEW, false, now);
    const once = nextReviewState(missed, true, now);
    expect(days(once)).toBe(3);
    expect(nextReviewState(once, true, now)).toEqual(NOT_IN_REVIEW);
  });

  it('starts again at 1 day when a queued question is missed again', () => {
    const once = nextReviewState(nextReviewState(NOT_IN_REVIEW, false, now), true, now);
    const missedAgain = nextReviewState(once, false, now);
    expect(days(missedAgain)).toBe(1);
    expect(missedAgain.rightStreak).toBe(0);
  });

  it('leaves a question that was never missed out of the queue', () => {
    expect(nextReviewState(NOT_IN_REVIEW, true, now)).toEqual(NOT_IN_REVIEW);
  });

  it('never schedules further than 7 days and always clears after two right answers in a row', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 30 }), (answers) => {
        let state = NOT_IN_REVIEW;
        let streak = 0;
        for (const correct of answers) {
          state = nextReviewState(state, correct, now);
          streak = correct ? streak + 1 : 0;
          if (state.dueAt) expect(days(state)).toBeLessThanOrEqual(7);
          if (streak >= 2) expect(state).toEqual(NOT_IN_REVIEW);
        }
      }),
    );
  });
});
