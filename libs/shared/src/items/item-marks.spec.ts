import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbChoose, arbItem, arbItemWithResponse, arbMtf, arbRanking, arbResponse, chooseItem, emqItem, mtfItem, numericItem, rankingItem, sbaItem } from './item.fixtures';
import type { ItemKey } from './item-types';
import { correctResponse, isIncorrect, itemMarkSchema, markResponse, maxScoreOf, withinTolerance } from './item-marks';
import { parseResponse, type RankingResponse, typedResponseSchema } from './item-response';

const KEYS5: ItemKey[] = ['A', 'B', 'C', 'D', 'E'];

describe('markResponse', () => {
  describe('sba', () => {
    it('gives 1 for the key and 0 for any other option', () => {
      expect(markResponse(sbaItem(5, 'B'), { choice: 'B' })).toEqual({ type: 'sba', score: 1, maxScore: 1, parts: [{ given: 'B', expected: 'B', mark: 1, maxMark: 1 }] });
      expect(markResponse(sbaItem(5, 'B'), { choice: 'C' })).toMatchObject({ score: 0, maxScore: 1 });
    });
  });

  describe('mtf', () => {
    it('gives 1 per statement marked right, with no negative marking', () => {
      const item = mtfItem([true, false, true, true, false]);
      const mark = markResponse(item, { marks: [true, true, true, false, false] });
      expect(mark).toMatchObject({ score: 3, maxScore: 5 });
      expect(mark.parts.map((p) => p.mark)).toEqual([1, 0, 1, 0, 1]);
    });

    it('gives each statement to exactly one of a response and its opposite', () => {
      fc.assert(
        fc.property(
          arbMtf.chain((item) => arbResponse(item).map((response) => ({ item, marks: (response as { marks: boolean[] }).marks }))),
          ({ item, marks }) => {
            const score = markResponse(item, { marks }).score;
            const opposite = markResponse(item, { marks: marks.map((m) => !m) }).score;
            expect(score + opposite).toBe(item.statements.length);
          },
        ),
      );
    });
  });

  describe('emq', () => {
    it('gives 1 per stem answered right; an option may fit several stems', () => {
      const mark = markResponse(emqItem(['C', 'H', 'C']), { answers: ['C', 'C', 'C'] });
      expect(mark).toMatchObject({ score: 2, maxScore: 3 });
      expect(mark.parts).toEqual([
        { given: 'C', expected: 'C', mark: 1, maxMark: 1 },
        { given: 'C', expected: 'H', mark: 0, maxMark: 1 },
        { given: 'C', expected: 'C', mark: 1, maxMark: 1 },
      ]);
    });
  });

  describe('ranking', () => {
    const item = rankingItem(['C', 'A', 'E', 'B', 'D']);

    it('gives 20 for the ideal order', () => {
      expect(markResponse(item, { order: ['C', 'A', 'E', 'B', 'D'] })).toMatchObject({ score: 20, maxScore: 20 });
    });

    it('gives each response 4 less the distance from its ideal place', () => {
      // C ideal 1 given 2 (3), A ideal 2 given 1 (3), E 3→3 (4), B ideal 4 given 5 (3), D ideal 5 given 4 (3).
      const mark = markResponse(item, { order: ['A', 'C', 'E', 'D', 'B'] });
      expect(mark.score).toBe(16);
      expect(mark.parts).toEqual([
        { key: 'A', place: 1, idealPlace: 2, mark: 3, maxMark: 4 },
        { key: 'B', place: 5, idealPlace: 4, mark: 3, maxMark: 4 },
        { key: 'C', place: 2, idealPlace: 1, mark: 3, maxMark: 4 },
        { key: 'D', place: 4, idealPlace: 5, mark: 3, maxMark: 4 },
        { key: 'E', place: 3, idealPlace: 3, mark: 4, maxMark: 4 },
      ]);
    });

    it('gives the reversed order 8, the least any order can score (0 + 2 + 4 + 2 + 0)', () => {
      const mark = markResponse(item, { order: ['D', 'B', 'E', 'A', 'C'] });
      expect(mark.score).toBe(8);
      expect(mark.parts.map((p) => p.mark).sort()).toEqual([0, 0, 2, 2, 4]);
    });

    it('scores 20 less the total distance, an even number from 8 to 20, and 20 only for the ideal order', () => {
      fc.assert(
        fc.property(arbRanking, fc.shuffledSubarray(KEYS5, { minLength: 5, maxLength: 5 }), (ranking, order) => {
          const distance = order.reduce((sum, key, i) => sum + Math.abs(i - ranking.idealOrder.indexOf(key)), 0);
          const { score } = markResponse(ranking, { order });
          expect(score).toBe(20 - distance);
          expect(score % 2).toBe(0);
          expect(score).toBeGreaterThanOrEqual(8);
          expect(score === 20).toBe(order.join() === ranking.idealOrder.join());
        }),
      );
    });

    it('is symmetric: a response scores the same against the ideal as the ideal against it', () => {
      fc.assert(
        fc.property(arbRanking, fc.shuffledSubarray(KEYS5, { minLength: 5, maxLength: 5 }), (ranking, order) => {
          const swapped = rankingItem(order);
          expect(markResponse(ranking, { order }).score).toBe(markResponse(swapped, { order: ranking.idealOrder } as RankingResponse).score);
        }),
      );
    });

    it('scores the reversal of the ideal order 8, whatever the ideal', () => {
      fc.assert(
        fc.property(arbRanking, (ranking) => {
          expect(markResponse(ranking, { order: [...ranking.idealOrder].reverse() }).score).toBe(8);
        }),
      );
    });
  });

  describe('choose', () => {
    it('gives 4 per right choice, 12 in all, and nothing off for a wrong one', () => {
      const item = chooseItem(['A', 'D', 'F']);
      expect(markResponse(item, { choices: ['F', 'A', 'D'] })).toMatchObject({ score: 12, maxScore: 12 });
      expect(markResponse(item, { choices: ['A', 'D', 'H'] })).toMatchObject({ score: 8 });
      expect(markResponse(item, { choices: ['B', 'C', 'E'] })).toMatchObject({ score: 0 });
      expect(markResponse(item, { choices: ['A', 'B', 'C'] }).parts.slice(0, 2)).toEqual([
        { key: 'A', chosen: true, right: true, mark: 4, maxMark: 4 },
        { key: 'B', chosen: true, right: false, mark: 0, maxMark: 0 },
      ]);
    });

    it('scores 4 × the right choices among the three made', () => {
      fc.assert(
        fc.property(
          arbChoose.chain((item) => arbResponse(item).map((response) => ({ item, choices: (response as { choices: ItemKey[] }).choices }))),
          ({ item, choices }) => {
            expect(markResponse(item, { choices }).score).toBe(4 * choices.filter((key) => item.answers.includes(key)).length);
          },
        ),
      );
    });
  });

  describe('numeric', () => {
    it('gives 1 within the tolerance, the bounds included, and 0 outside', () => {
      const item = numericItem(12.5, 0.5);
      for (const value of [12, 12.5, 13]) expect(markResponse(item, { value }).score).toBe(1);
      for (const value of [11.99, 13.01, -12.5]) expect(markResponse(item, { value }).score).toBe(0);
    });

    it('keeps a value on the bound inside despite binary fractions', () => {
      expect(markResponse(numericItem(0.3, 0.1), { value: 0.4 }).score).toBe(1);
      expect(markResponse(numericItem(0.3, 0.1), { value: 0.2 }).score).toBe(1);
      expect(markResponse(numericItem(0.3, 0.1), { value: 0.41 }).score).toBe(0);
      expect(markResponse(numericItem(0.3, 0), { value: 0.1 + 0.2 }).score).toBe(1);
    });

    it('never gives marks to a value that is not finite', () => {
      expect(withinTolerance(Number.NaN, 1, 1e9)).toBe(false);
      expect(withinTolerance(Number.POSITIVE_INFINITY, 1, 1e9)).toBe(false);
    });
  });

  describe('every type', () => {
    it('scores between 0 and the maximum, the sum of its parts, none of them negative', () => {
      fc.assert(
        fc.property(arbItemWithResponse, ({ item, response }) => {
          const mark = markResponse(item, response);
          expect(mark.type).toBe(item.type);
          expect(mark.maxScore).toBe(maxScoreOf(item));
          expect(mark.score).toBeGreaterThanOrEqual(0);
          expect(mark.score).toBeLessThanOrEqual(mark.maxScore);
          expect(mark.parts.reduce((sum, p) => sum + p.mark, 0)).toBe(mark.score);
          expect(mark.parts.reduce((sum, p) => sum + p.maxMark, 0)).toBe(mark.maxScore);
          for (const part of mark.parts) expect(part.mark).toBeGreaterThanOrEqual(0);
          for (const part of mark.parts) expect(part.mark).toBeLessThanOrEqual(part.maxMark);
        }),
      );
    });

    it('gives the table maximum per type: 1, 1 per statement, 1 per stem, 20, 12, 1', () => {
      expect([sbaItem(), mtfItem(), emqItem(), rankingItem(), chooseItem(), numericItem()].map(maxScoreOf)).toEqual([1, 5, 3, 20, 12, 1]);
    });
  });
});

describe('correctResponse', () => {
  it('is a response in the shape the candidate sends, and scores full marks', () => {
    fc.assert(
      fc.property(arbItem, (item) => {
        const response = correctResponse(item);
        expect(parseResponse(item, response)).toEqual({ ok: true, response });
        const mark = markResponse(item, response);
        expect(mark.score).toBe(mark.maxScore);
        expect(isIncorrect(mark.score, mark.maxScore)).toBe(false);
      }),
    );
  });

  it('gives each type its key', () => {
    expect(correctResponse(sbaItem(5, 'D'))).toEqual({ choice: 'D' });
    expect(correctResponse(mtfItem([true, false]))).toEqual({ marks: [true, false] });
    expect(correctResponse(emqItem(['C', 'H']))).toEqual({ answers: ['C', 'H'] });
    expect(correctResponse(rankingItem(['C', 'A', 'E', 'B', 'D']))).toEqual({ order: ['C', 'A', 'E', 'B', 'D'] });
    expect(correctResponse(chooseItem(['F', 'A', 'D']))).toEqual({ choices: ['A', 'D', 'F'] });
    expect(correctResponse(numericItem(12.5, 0.5))).toEqual({ value: 12.5 });
  });
});

describe('isIncorrect', () => {
  it('counts an item incorrect when it scored below its maximum, partial marks included', () => {
    expect(isIncorrect(18, 20)).toBe(true);
    expect(isIncorrect(0, 1)).toBe(true);
    expect(isIncorrect(20, 20)).toBe(false);
    expect(isIncorrect(1, 1)).toBe(false);
  });

  it('agrees with the marks: a response is incorrect exactly when some part missed its marks', () => {
    fc.assert(
      fc.property(arbItemWithResponse, ({ item, response }) => {
        const mark = markResponse(item, response);
        expect(isIncorrect(mark.score, mark.maxScore)).toBe(mark.parts.some((p) => p.mark < p.maxMark));
      }),
    );
  });
});

describe('itemMarkSchema', () => {
  it('describes every mark exactly, for output schemas', () => {
    fc.assert(
      fc.property(arbItemWithResponse, ({ item, response }) => {
        const mark = markResponse(item, response);
        expect(itemMarkSchema.parse(mark)).toEqual(mark);
        expect(typedResponseSchema.parse(correctResponse(item))).toEqual(correctResponse(item));
      }),
    );
  });
});
