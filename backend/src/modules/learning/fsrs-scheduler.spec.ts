import { createEmptyCard, fsrs, generatorParameters, type Grade, Rating, State } from 'ts-fsrs';
import { nextCard } from './fsrs-card.columns';
import { replayCard } from './fsrs-replay';
import { reviewCard } from './fsrs-scheduler';

const day = 86_400_000;
const t0 = new Date('2026-09-01T08:00:00Z');
const at = (days: number) => new Date(t0.getTime() + days * day);
/** ts-fsrs called directly, as its README shows, with MedPrep's settings. */
const direct = (retention: number) => fsrs(generatorParameters({ request_retention: retention, enable_fuzz: false, enable_short_term: false }));

describe('reviewCard', () => {
  it('should give the same card as ts-fsrs for each rating of a new item', () => {
    for (const [rating, grade] of [['again', Rating.Again], ['hard', Rating.Hard], ['good', Rating.Good]] as const) {
      expect(reviewCard(null, rating, t0, 0.85)).toEqual(direct(0.85).next(createEmptyCard(t0), t0, grade).card);
    }
  });

  it('should give the same cards as ts-fsrs along a history of reviews at different retentions', () => {
    const steps: Array<[number, 'again' | 'hard' | 'good', Grade, number]> = [
      [0, 'again', Rating.Again, 0.85],
      [1, 'good', Rating.Good, 0.85],
      [5, 'hard', Rating.Hard, 0.88],
      [9, 'again', Rating.Again, 0.9],
      [10, 'good', Rating.Good, 0.92],
    ];
    let ours = null;
    let theirs = createEmptyCard(at(0));
    for (const [days, rating, grade, retention] of steps) {
      ours = reviewCard(ours, rating, at(days), retention);
      theirs = direct(retention).next(theirs, at(days), grade).card;
      expect(ours).toEqual(theirs);
    }
    expect(ours).toMatchObject({ reps: 5, lapses: 1, state: State.Review });
  });

  it('should bring a miss back the next day, and a known item later than a guessed one', () => {
    expect(reviewCard(null, 'again', t0, 0.85).due).toEqual(at(1));
    expect(reviewCard(null, 'good', t0, 0.85).due.getTime()).toBeGreaterThan(reviewCard(null, 'hard', t0, 0.85).due.getTime());
  });

  it('should schedule sooner as the target retention rises', () => {
    const known = reviewCard(reviewCard(null, 'good', at(0), 0.85), 'good', at(4), 0.85);
    expect(reviewCard(known, 'good', at(20), 0.92).due.getTime()).toBeLessThan(reviewCard(known, 'good', at(20), 0.85).due.getTime());
  });
});

describe('nextCard', () => {
  it('should rate by the marks and cap a guess at hard, with the retention of the exam date', () => {
    expect(nextCard(null, { score: 1, maxScore: 1, guessed: true }, t0, [])).toEqual(reviewCard(null, 'hard', t0, 0.85));
    expect(nextCard(null, { score: 2, maxScore: 3, guessed: false }, t0, [])).toEqual(reviewCard(null, 'hard', t0, 0.85));
    expect(nextCard(null, { score: 0, maxScore: 3, guessed: false }, t0, [])).toEqual(reviewCard(null, 'again', t0, 0.85));
    // The exam is today: the exam-day retention.
    expect(nextCard(null, { score: 1, maxScore: 1, guessed: false }, t0, ['2026-09-01'])).toEqual(reviewCard(null, 'good', t0, 0.92));
  });
});

describe('replayCard', () => {
  it('should build the card that stepping ts-fsrs through the answers builds', () => {
    const history = [
      { at: at(0), score: 0, maxScore: 1, guessed: false },
      { at: at(1), score: 1, maxScore: 1, guessed: true },
      { at: at(3), score: 1, maxScore: 1, guessed: false },
    ];
    const f = direct(0.85);
    let card = createEmptyCard(at(0));
    for (const [k, grade] of [Rating.Again, Rating.Hard, Rating.Good].entries()) card = f.next(card, history[k].at, grade as Grade).card;
    expect(replayCard(history, [])).toEqual(card);
    expect(replayCard([], [])).toBeNull();
  });
});
