import { REVIEW_RATINGS, type ReviewRating } from '@medprep/shared';
import { type Card, createEmptyCard, type FSRS, fsrs, generatorParameters, type Grade } from 'ts-fsrs';

/**
 * How MedPrep runs FSRS (ts-fsrs, FSRS-6 default weights):
 * - no short-term (minute) learning steps: an item comes back in a later session, not minutes later,
 *   so every review is scheduled in whole days from the memory model (a miss comes back next day);
 * - no fuzz: the same history always gives the same card, which the replay of old answers relies on.
 * The target retention varies per user and exam (see targetRetention); everything else is fixed.
 */
export const FSRS_SETTINGS = { enable_fuzz: false, enable_short_term: false } as const;

/** One scheduler per retention: retentions come rounded to three places, so there are few. */
const schedulers = new Map<number, FSRS>();

function schedulerFor(retention: number): FSRS {
  let scheduler = schedulers.get(retention);
  if (!scheduler) schedulers.set(retention, (scheduler = fsrs(generatorParameters({ ...FSRS_SETTINGS, request_retention: retention }))));
  return scheduler;
}

/** A user's memory state of one item, as stored (the fields of ts-fsrs's Card). */
export type FsrsCard = Card;

/**
 * The card after a review: `previous` (null for an item never answered) reviewed at `now` with the
 * rating, scheduled for the given target retention.
 */
export function reviewCard(previous: FsrsCard | null, rating: ReviewRating, now: Date, retention: number): FsrsCard {
  return schedulerFor(retention).next(previous ?? createEmptyCard(now), now, REVIEW_RATINGS[rating] as Grade).card;
}
