/** How well an answer went, as FSRS grades a review (the values of ts-fsrs's Rating). */
export const REVIEW_RATINGS = { again: 1, hard: 2, good: 3 } as const;
export type ReviewRating = keyof typeof REVIEW_RATINGS;

export interface RatedAnswer {
  score: number;
  maxScore: number;
  /** The user said they guessed: a right answer is not yet known well. */
  guessed?: boolean;
}

/**
 * The review grade an answer earns from its marks: full marks → good, some → hard, none → again.
 * A guess earns hard at most. Easy is never given: a question bank cannot tell easy from good.
 */
export function reviewRating({ score, maxScore, guessed = false }: RatedAnswer): ReviewRating {
  if (score <= 0) return 'again';
  const full = score >= maxScore;
  return full && !guessed ? 'good' : 'hard';
}
