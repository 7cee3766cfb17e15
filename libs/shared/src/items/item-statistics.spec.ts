import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbItem, arbResponse, chooseItem, emqItem, mtfItem, numericItem, rankingItem, sbaItem } from './item.fixtures';
import { markResponse } from './item-marks';
import {
  correlationFromSums,
  EMPTY_SUMS,
  facilityOf,
  isStatisticsReviewFlag,
  itemStatistics,
  pairSums,
  partStatistics,
  pointBiserial,
  STATISTICS_MIN_ATTEMPTS,
  statisticsFlags,
  statisticsReviewFlag,
} from './item-statistics';

/** Pearson's r the textbook way (two passes over the data), to check the one-pass sums against. */
function pearson(xs: number[], ys: number[]): number | null {
  const n = xs.length;
  if (n < 2) return null;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let cov = 0;
  let vx = 0;
  let vy = 0;
  for (let i = 0; i < n; i++) {
    cov += (xs[i] - mx) * (ys[i] - my);
    vx += (xs[i] - mx) ** 2;
    vy += (ys[i] - my) ** 2;
  }
  return vx < 1e-9 || vy < 1e-9 ? null : cov / Math.sqrt(vx * vy);
}

const fraction = fc.double({ min: 0, max: 1, noNaN: true });
/** Pairs of (item fraction, rest fraction) as a cohort of candidates gives them. */
const arbPairs = fc.array(fc.tuple(fraction, fraction), { minLength: 0, maxLength: 200 });
/** Item fractions on a 0/1 scale (a single-best-answer item), with the rest-scores. */
const arbDichotomous = fc.array(fc.tuple(fc.constantFrom(0, 1), fraction), { minLength: 2, maxLength: 200 });

const xsOf = (pairs: [number, number][]) => pairs.map((p) => p[0]);
const ysOf = (pairs: [number, number][]) => pairs.map((p) => p[1]);

describe('pointBiserial', () => {
  it('equals the two-pass Pearson correlation, from running sums as SQL aggregates them', () => {
    fc.assert(
      fc.property(arbPairs, (pairs) => {
        const r = pointBiserial(xsOf(pairs), ysOf(pairs));
        const expected = pearson(xsOf(pairs), ysOf(pairs));
        if (expected === null || r === null) return;
        expect(r).toBeCloseTo(expected, 6);
      }),
    );
  });

  it('equals the point-biserial formula (M1 − M0) / s · √(pq) for a 0/1 item', () => {
    fc.assert(
      fc.property(arbDichotomous, (pairs) => {
        const n = pairs.length;
        const right = pairs.filter(([x]) => x === 1).map(([, y]) => y);
        const wrong = pairs.filter(([x]) => x === 0).map(([, y]) => y);
        const ys = ysOf(pairs);
        const mean = ys.reduce((a, b) => a + b, 0) / n;
        const sd = Math.sqrt(ys.reduce((a, y) => a + (y - mean) ** 2, 0) / n);
        fc.pre(right.length > 0 && wrong.length > 0 && sd > 1e-4);
        const m1 = right.reduce((a, b) => a + b, 0) / right.length;
        const m0 = wrong.reduce((a, b) => a + b, 0) / wrong.length;
        const p = right.length / n;
        expect(pointBiserial(xsOf(pairs), ys)).toBeCloseTo(((m1 - m0) / sd) * Math.sqrt(p * (1 - p)), 6);
      }),
    );
  });

  it('lies within −1 and 1, and turns negative when the item is scored the other way round', () => {
    fc.assert(
      fc.property(arbPairs, (pairs) => {
        const r = pointBiserial(xsOf(pairs), ysOf(pairs));
        if (r === null) return;
        expect(Math.abs(r)).toBeLessThanOrEqual(1);
        const flipped = pointBiserial(
          xsOf(pairs).map((x) => 1 - x),
          ysOf(pairs),
        );
        expect(flipped).toBeCloseTo(-r, 6);
      }),
    );
  });

  it('is undefined (null) when everybody scored the item alike, or with fewer than two candidates', () => {
    fc.assert(
      fc.property(fc.array(fraction, { minLength: 1, maxLength: 100 }), fc.constantFrom(0, 1), (ys, x) => {
        expect(
          pointBiserial(
            ys.map(() => x),
            ys,
          ),
        ).toBeNull();
      }),
    );
    expect(correlationFromSums(EMPTY_SUMS)).toBeNull();
    expect(pointBiserial([1], [0.5])).toBeNull();
  });

  it('is strongly negative for a flawed item that strong candidates miss and weak ones get right', () => {
    const rest = Array.from({ length: 40 }, (_, i) => i / 39);
    const flawed = rest.map((y) => (y > 0.5 ? 0 : 1));
    const good = rest.map((y) => (y > 0.5 ? 1 : 0));
    expect(pointBiserial(flawed, rest)).toBeLessThan(-0.8);
    expect(pointBiserial(good, rest)).toBeGreaterThan(0.8);
  });

  it('is the same from sums added in any order (so batches of SQL rows may be summed in any order)', () => {
    fc.assert(
      fc.property(arbPairs, arbPairs, (a, b) => {
        const whole = pairSums([...xsOf(a), ...xsOf(b)], [...ysOf(a), ...ysOf(b)]);
        const sa = pairSums(xsOf(a), ysOf(a));
        const sb = pairSums(xsOf(b), ysOf(b));
        const added = { n: sa.n + sb.n, sx: sa.sx + sb.sx, sy: sa.sy + sb.sy, sxx: sa.sxx + sb.sxx, syy: sa.syy + sb.syy, sxy: sa.sxy + sb.sxy };
        const r = correlationFromSums(whole);
        const r2 = correlationFromSums(added);
        if (r === null || r2 === null) return;
        expect(r2).toBeCloseTo(r, 6);
      }),
    );
  });
});

describe('facilityOf', () => {
  it('is the share of the available marks earned, and null without attempts', () => {
    expect(facilityOf(3, 4)).toBe(0.75);
    expect(facilityOf(0, 0)).toBeNull();
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(12), fc.integer({ min: 1, max: 12 })), { minLength: 1 }), (attempts) => {
        const f = facilityOf(
          attempts.reduce((s, [score, max]) => s + Math.min(score, max), 0),
          attempts.reduce((s, [, max]) => s + max, 0),
        );
        expect(f).toBeGreaterThanOrEqual(0);
        expect(f).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('statisticsFlags', () => {
  const enough = STATISTICS_MIN_ATTEMPTS;

  it('flags negative discrimination and facility outside 0.10–0.95 once there are enough attempts', () => {
    expect(statisticsFlags({ attempts: enough, pairedAttempts: enough, facility: 0.5, discrimination: -0.2 })).toEqual(['negative-discrimination']);
    expect(statisticsFlags({ attempts: enough, pairedAttempts: enough, facility: 0.05, discrimination: 0.3 })).toEqual(['facility-low']);
    expect(statisticsFlags({ attempts: enough, pairedAttempts: enough, facility: 0.97, discrimination: 0.3 })).toEqual(['facility-high']);
    expect(statisticsFlags({ attempts: enough, pairedAttempts: enough, facility: 0.5, discrimination: 0.3 })).toEqual([]);
    expect(statisticsFlags({ attempts: enough, pairedAttempts: enough, facility: 0.1, discrimination: 0 })).toEqual([]);
    expect(statisticsFlags({ attempts: enough, pairedAttempts: enough, facility: 0.95, discrimination: null })).toEqual([]);
  });

  it('flags nothing with fewer attempts than the minimum, whatever the figures', () => {
    fc.assert(
      fc.property(fc.nat(enough - 1), fc.option(fraction), fc.option(fc.double({ min: -1, max: 1, noNaN: true })), (attempts, facility, discrimination) => {
        expect(statisticsFlags({ attempts, pairedAttempts: attempts, facility, discrimination })).toEqual([]);
      }),
    );
  });

  it('judges discrimination on the attempts that have a rest-score only', () => {
    expect(statisticsFlags({ attempts: 100, pairedAttempts: enough - 1, facility: 0.5, discrimination: -0.5 })).toEqual([]);
  });
});

describe('statisticsReviewFlag', () => {
  it('names the flags after the statistics prefix, and is null without flags', () => {
    expect(statisticsReviewFlag(['negative-discrimination', 'facility-low'])).toBe('Statistics: negative discrimination; facility below 0.10');
    expect(statisticsReviewFlag([])).toBeNull();
    expect(isStatisticsReviewFlag(statisticsReviewFlag(['facility-high']))).toBe(true);
    expect(isStatisticsReviewFlag('Guideline NG219 updated')).toBe(false);
    expect(isStatisticsReviewFlag(null)).toBe(false);
  });
});

describe('partStatistics', () => {
  it('gives the share of candidates choosing each option of a single-best-answer item', () => {
    const parts = partStatistics(sbaItem(4, 'B'), [
      { response: { choice: 'B' }, n: 6 },
      { response: { choice: 'A' }, n: 3 },
      { response: { answer: 'D' }, n: 1 },
    ]);
    expect(parts).toEqual({
      type: 'sba',
      responses: 10,
      options: [
        { key: 'A', correct: false, chosen: 0.3 },
        { key: 'B', correct: true, chosen: 0.6 },
        { key: 'C', correct: false, chosen: 0 },
        { key: 'D', correct: false, chosen: 0.1 },
      ],
    });
  });

  it("gives the share marking each statement 'true' (mtf), each option per stem (emq), each pick (choose)", () => {
    expect(
      partStatistics(mtfItem([true, false]), [
        { response: { marks: [true, true] }, n: 1 },
        { response: { marks: [true, false] }, n: 3 },
      ]),
    ).toEqual({ type: 'mtf', responses: 4, statements: [{ answer: true, markedTrue: 1 }, { answer: false, markedTrue: 0.25 }] });
    const emq = partStatistics(emqItem(['C', 'H'], 8), [
      { response: { answers: ['C', 'A'] }, n: 1 },
      { response: { answers: ['B', 'H'] }, n: 1 },
    ]);
    expect(emq.type === 'emq' && emq.stems.map((s) => s.options.filter((o) => o.chosen > 0))).toEqual([
      [
        { key: 'B', chosen: 0.5 },
        { key: 'C', chosen: 0.5 },
      ],
      [
        { key: 'A', chosen: 0.5 },
        { key: 'H', chosen: 0.5 },
      ],
    ]);
    const choose = partStatistics(chooseItem(['A', 'D', 'F']), [
      { response: { choices: ['A', 'D', 'F'] }, n: 3 },
      { response: { choices: ['A', 'B', 'C'] }, n: 1 },
    ]);
    expect(choose.type === 'choose' && choose.options.filter((o) => o.chosen > 0)).toEqual([
      { key: 'A', correct: true, chosen: 1 },
      { key: 'B', correct: false, chosen: 0.25 },
      { key: 'C', correct: false, chosen: 0.25 },
      { key: 'D', correct: true, chosen: 0.75 },
      { key: 'F', correct: true, chosen: 0.75 },
    ]);
  });

  it('gives the mean place of each ranking response and the share of numeric answers within tolerance', () => {
    const ranking = partStatistics(rankingItem(['C', 'A', 'E', 'B', 'D']), [
      { response: { order: ['C', 'A', 'E', 'B', 'D'] }, n: 1 },
      { response: { order: ['A', 'C', 'E', 'B', 'D'] }, n: 1 },
    ]);
    expect(ranking.type === 'ranking' && ranking.options.find((o) => o.key === 'C')).toEqual({ key: 'C', idealPlace: 1, meanPlace: 1.5 });
    expect(
      partStatistics(numericItem(12.5, 0.5), [
        { response: { value: 12.9 }, n: 3 },
        { response: { value: 20 }, n: 1 },
      ]),
    ).toEqual({ type: 'numeric', responses: 4, withinTolerance: 0.75 });
  });

  it('leaves out a response that does not fit the item (its shape changed)', () => {
    expect(partStatistics(sbaItem(4, 'B'), [{ response: { marks: [true] }, n: 5 }, { response: { choice: 'B' }, n: 1 }])).toMatchObject({ responses: 1 });
  });

  it('keeps every share within 0–1, and an sba or emq stem\'s shares sum to 1, for any responses', () => {
    const arbCase = arbItem.chain((item) => fc.tuple(fc.constant(item), fc.array(fc.tuple(arbResponse(item), fc.integer({ min: 1, max: 50 })), { minLength: 1, maxLength: 20 })));
    fc.assert(
      fc.property(arbCase, ([item, responses]) => {
        const parts = partStatistics(
          item,
          responses.map(([response, n]) => ({ response, n })),
        );
        expect(parts.responses).toBe(responses.reduce((s, [, n]) => s + n, 0));
        const shares = JSON.stringify(parts).match(/"(chosen|markedTrue|withinTolerance)":[^,}]+/g) ?? [];
        for (const s of shares) {
          const v = Number(s.split(':')[1]);
          expect(v).toBeGreaterThanOrEqual(0);
          expect(v).toBeLessThanOrEqual(1 + 1e-9);
        }
        if (parts.type === 'sba') expect(parts.options.reduce((s, o) => s + o.chosen, 0)).toBeCloseTo(1, 9);
        if (parts.type === 'emq') for (const stem of parts.stems) expect(stem.options.reduce((s, o) => s + o.chosen, 0)).toBeCloseTo(1, 9);
        if (parts.type === 'numeric') {
          const right = responses.filter(([r]) => {
            const m = markResponse(item, r);
            return m.score === m.maxScore;
          });
          expect(parts.withinTolerance).toBeCloseTo(right.reduce((s, [, n]) => s + n, 0) / parts.responses, 9);
        }
      }),
    );
  });
});

describe('itemStatistics', () => {
  it('flags a flawed item from its aggregate and leaves a good one alone', () => {
    const rest = Array.from({ length: 40 }, (_, i) => i / 39);
    const stats = (scores: number[]) =>
      itemStatistics(sbaItem(4, 'B'), {
        attempts: scores.length,
        scoreSum: scores.reduce((a, b) => a + b, 0),
        maxScoreSum: scores.length,
        pairs: pairSums(scores, rest),
        responses: [{ response: { choice: 'B' }, n: scores.filter((s) => s === 1).length }],
      });
    const flawed = stats(rest.map((y) => (y > 0.5 ? 0 : 1)));
    expect(flawed.flags).toEqual(['negative-discrimination']);
    expect(flawed.facility).toBe(0.5);
    expect(stats(rest.map((y) => (y > 0.5 ? 1 : 0))).flags).toEqual([]);
  });
});
