import type { ItemKey } from './item-types';
import type { Item } from './item.schemas';
import { markResponse } from './item-marks';
import { parseResponse } from './item-response';

/**
 * Classical item statistics, from each candidate's FIRST attempt at an item: a later attempt is
 * coloured by the feedback of the first (practice effect), so it says less about the item.
 *
 * - facility: the share of the marks available that candidates earned (Σ score / Σ max score);
 * - discrimination: the point-biserial correlation between the item's score fraction and the
 *   candidate's rest-score, their score fraction on the exam's other items. The rest-score leaves
 *   the item out, so it cannot correlate with itself; every candidate counts (the upper–lower 27 %
 *   index drops the middle 46 %). For items marked in parts (mtf, emq, ranking, choose) it is the
 *   same Pearson correlation over a score fraction that is not 0/1 (the item–rest correlation);
 * - parts: how often each option, statement, stem answer or place was chosen.
 */

/** Attempts an item needs before its statistics can flag it: fewer say too little to act on. */
export const STATISTICS_MIN_ATTEMPTS = 30;
/** Facility outside this range flags an item (with enough attempts): almost nobody, or almost everybody, gets it. */
export const FACILITY_RANGE = { min: 0.1, max: 0.95 } as const;

export const STATISTICS_FLAGS = ['negative-discrimination', 'facility-low', 'facility-high'] as const;
export type StatisticsFlag = (typeof STATISTICS_FLAGS)[number];

/** What questions.review_flag starts with when the statistics set it (only such a flag is cleared by them). */
export const STATISTICS_REVIEW_FLAG_PREFIX = 'Statistics:';

/** The running sums of (x, y) pairs that Pearson's correlation needs, as SQL can aggregate them. */
export interface PairSums {
  n: number;
  sx: number;
  sy: number;
  sxx: number;
  syy: number;
  sxy: number;
}

export const EMPTY_SUMS: PairSums = { n: 0, sx: 0, sy: 0, sxx: 0, syy: 0, sxy: 0 };

export function pairSums(xs: readonly number[], ys: readonly number[]): PairSums {
  return xs.reduce<PairSums>(
    (s, x, i) => ({ n: s.n + 1, sx: s.sx + x, sy: s.sy + ys[i], sxx: s.sxx + x * x, syy: s.syy + ys[i] * ys[i], sxy: s.sxy + x * ys[i] }),
    EMPTY_SUMS,
  );
}

/**
 * Pearson's correlation from running sums, or null when it is undefined: fewer than two pairs, or
 * either side without spread (everybody scored the same).
 */
export function correlationFromSums({ n, sx, sy, sxx, syy, sxy }: PairSums): number | null {
  if (n < 2) return null;
  const varX = n * sxx - sx * sx;
  const varY = n * syy - sy * sy;
  // Sums of values in [0, 1] lose about 1e-16 × n² to rounding: anything that small is no spread.
  const noise = 1e-10 * n * n;
  if (varX <= noise || varY <= noise) return null;
  const r = (n * sxy - sx * sy) / Math.sqrt(varX * varY);
  return Math.max(-1, Math.min(1, r));
}

/** The point-biserial (item–rest) correlation of item score fractions with rest-score fractions, pair by pair. */
export function pointBiserial(itemFractions: readonly number[], restFractions: readonly number[]): number | null {
  return correlationFromSums(pairSums(itemFractions, restFractions));
}

/** Σ score / Σ max score, or null without attempts. */
export function facilityOf(scoreSum: number, maxScoreSum: number): number | null {
  return maxScoreSum > 0 ? scoreSum / maxScoreSum : null;
}

/** The flags an item's statistics raise; none below STATISTICS_MIN_ATTEMPTS (attempts with a rest-score, for discrimination). */
export function statisticsFlags(s: { attempts: number; facility: number | null; discrimination: number | null; pairedAttempts: number }): StatisticsFlag[] {
  const flags: StatisticsFlag[] = [];
  if (s.pairedAttempts >= STATISTICS_MIN_ATTEMPTS && s.discrimination !== null && s.discrimination < 0) flags.push('negative-discrimination');
  if (s.attempts >= STATISTICS_MIN_ATTEMPTS && s.facility !== null) {
    if (s.facility < FACILITY_RANGE.min) flags.push('facility-low');
    if (s.facility > FACILITY_RANGE.max) flags.push('facility-high');
  }
  return flags;
}

const FLAG_TEXT: Record<StatisticsFlag, string> = {
  'negative-discrimination': 'negative discrimination',
  'facility-low': `facility below ${FACILITY_RANGE.min.toFixed(2)}`,
  'facility-high': `facility above ${FACILITY_RANGE.max.toFixed(2)}`,
};

/** The review flag the statistics set, e.g. 'Statistics: negative discrimination', or null when none is raised. */
export function statisticsReviewFlag(flags: readonly StatisticsFlag[]): string | null {
  return flags.length === 0 ? null : `${STATISTICS_REVIEW_FLAG_PREFIX} ${flags.map((f) => FLAG_TEXT[f]).join('; ')}`;
}

/** A flag another source set (a guideline updated, an editor) is never replaced or cleared by the statistics. */
export function isStatisticsReviewFlag(flag: string | null): boolean {
  return flag !== null && flag.startsWith(STATISTICS_REVIEW_FLAG_PREFIX);
}

// ---------------------------------------------------------------------------------------------
// Parts: how often each part of an item was chosen, as fractions (0–1) of the responses read.

/** A stored response and how many first attempts gave it. */
export interface ResponseCount {
  response: unknown;
  n: number;
}

export type ItemPartStatistics =
  | { type: 'sba' | 'choose'; responses: number; options: Array<{ key: ItemKey; correct: boolean; chosen: number }> }
  | { type: 'mtf'; responses: number; statements: Array<{ answer: boolean; markedTrue: number }> }
  | { type: 'emq'; responses: number; stems: Array<{ answer: ItemKey; options: Array<{ key: ItemKey; chosen: number }> }> }
  /** meanPlace: 1 is the most appropriate; null when nobody placed the response. */
  | { type: 'ranking'; responses: number; options: Array<{ key: ItemKey; idealPlace: number; meanPlace: number | null }> }
  | { type: 'numeric'; responses: number; withinTolerance: number };

/**
 * The parts of `item` chosen across `counts`. A response that no longer fits the item (its shape
 * changed) is left out of every fraction; `responses` counts those read.
 */
export function partStatistics(item: Item, counts: readonly ResponseCount[]): ItemPartStatistics {
  const marks = counts.flatMap(({ response, n }) => {
    const parsed = parseResponse(item, response);
    return parsed.ok && n > 0 ? [{ mark: markResponse(item, parsed.response), n }] : [];
  });
  const responses = marks.reduce((sum, m) => sum + m.n, 0);
  const share = (hits: number) => (responses === 0 ? 0 : hits / responses);
  const tally = (hit: (mark: (typeof marks)[number]['mark']) => boolean) => share(marks.reduce((sum, m) => sum + (hit(m.mark) ? m.n : 0), 0));

  switch (item.type) {
    case 'sba':
      return {
        type: 'sba',
        responses,
        options: item.options.map(({ key }) => ({ key, correct: key === item.answer, chosen: tally((m) => m.type === 'sba' && m.parts[0].given === key) })),
      };
    case 'choose':
      return {
        type: 'choose',
        responses,
        options: item.responses.map(({ key }, i) => ({
          key,
          correct: item.answers.includes(key),
          chosen: tally((m) => m.type === 'choose' && m.parts[i].chosen),
        })),
      };
    case 'mtf':
      return {
        type: 'mtf',
        responses,
        statements: item.statements.map((s, i) => ({ answer: s.answer, markedTrue: tally((m) => m.type === 'mtf' && m.parts[i].given) })),
      };
    case 'emq':
      return {
        type: 'emq',
        responses,
        stems: item.stems.map((s, i) => ({
          answer: s.answer,
          options: item.options.map(({ key }) => ({ key, chosen: tally((m) => m.type === 'emq' && m.parts[i].given === key) })),
        })),
      };
    case 'ranking':
      return {
        type: 'ranking',
        responses,
        options: item.responses.map(({ key }, i) => {
          let placed = 0;
          let placeSum = 0;
          for (const { mark, n } of marks) {
            const place = mark.type === 'ranking' ? mark.parts[i].place : null;
            if (place !== null) {
              placed += n;
              placeSum += place * n;
            }
          }
          return { key, idealPlace: item.idealOrder.indexOf(key) + 1, meanPlace: placed === 0 ? null : placeSum / placed };
        }),
      };
    case 'numeric':
      return { type: 'numeric', responses, withinTolerance: tally((m) => m.score === m.maxScore) };
  }
}

// ---------------------------------------------------------------------------------------------

/** An item's first attempts, aggregated (by SQL) to what its statistics need. */
export interface ItemAttemptAggregate {
  attempts: number;
  scoreSum: number;
  maxScoreSum: number;
  /** (item score fraction, rest-score fraction) over the attempts whose candidate answered other items of the exam. */
  pairs: PairSums;
  responses: readonly ResponseCount[];
}

export interface ItemStatistics {
  attempts: number;
  facility: number | null;
  discrimination: number | null;
  parts: ItemPartStatistics;
  flags: StatisticsFlag[];
}

export function itemStatistics(item: Item, aggregate: ItemAttemptAggregate): ItemStatistics {
  const facility = facilityOf(aggregate.scoreSum, aggregate.maxScoreSum);
  const discrimination = correlationFromSums(aggregate.pairs);
  return {
    attempts: aggregate.attempts,
    facility,
    discrimination,
    parts: partStatistics(item, aggregate.responses),
    flags: statisticsFlags({ attempts: aggregate.attempts, facility, discrimination, pairedAttempts: aggregate.pairs.n }),
  };
}
