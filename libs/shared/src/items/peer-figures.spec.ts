import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PERFORMANCE_FIELDS } from '../performance/performance-record';
import { arbItem, arbResponse, chooseItem, emqItem, mtfItem, numericItem, rankingItem, sbaItem } from './item.fixtures';
import type { Item } from './item.schemas';
import { markResponse } from './item-marks';
import type { ItemResponse } from './item-response';
import { type PeerCounts, PEER_SCORE_FIELD, peerChoiceIncrements, peerFigures, peerFiguresSchema, peerIncrements } from './peer-figures';

/** The hash after these responses, as the performance record and the peer increments build it. */
function countsAfter(item: Item, responses: ItemResponse[]): Record<string, number> {
  const counts: Record<string, number> = {};
  const add = (field: string, by: number) => (counts[field] = (counts[field] ?? 0) + by);
  for (const response of responses) {
    add('a', 1);
    const mark = markResponse(item, response);
    if (mark.score === mark.maxScore) add('qc', 1);
    for (const { field, by } of peerIncrements(item, response)) add(field, by);
  }
  return counts;
}

const arbItemWithResponses = arbItem.chain((item) => fc.array(arbResponse(item), { minLength: 1, maxLength: 30 }).map((responses) => ({ item, responses })));
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('peerIncrements', () => {
  it('counts the option chosen (sba) under its key, as single best answers always have', () => {
    expect(peerIncrements(sbaItem(5, 'B'), { choice: 'B' })).toEqual([
      { field: 'B', by: 1 },
      { field: 'sc', by: 1 },
    ]);
    expect(peerIncrements(sbaItem(5, 'B'), { choice: 'D' })).toEqual([{ field: 'D', by: 1 }]);
  });

  it('counts each of the three choices (choose) and the score', () => {
    expect(peerIncrements(chooseItem(['A', 'D', 'F']), { choices: ['A', 'B', 'F'] })).toEqual([
      { field: 'A', by: 1 },
      { field: 'B', by: 1 },
      { field: 'F', by: 1 },
      { field: 'sc', by: 8 },
    ]);
  });

  it('counts the option chosen for each stem (emq)', () => {
    expect(peerIncrements(emqItem(['C', 'H']), { answers: ['C', 'A'] })).toEqual([
      { field: 's0:C', by: 1 },
      { field: 's1:A', by: 1 },
      { field: 'sc', by: 1 },
    ]);
  });

  it('counts the place given to each response (ranking)', () => {
    expect(peerIncrements(rankingItem(['C', 'A', 'E', 'B', 'D']), { order: ['A', 'C', 'E', 'D', 'B'] }).map((i) => `${i.field}+${i.by}`)).toEqual([
      'A@1+1',
      'C@2+1',
      'E@3+1',
      'D@4+1',
      'B@5+1',
      'sc+16',
    ]);
  });

  it("counts each statement marked true (mtf)", () => {
    expect(peerIncrements(mtfItem([true, false, true]), { marks: [true, true, false] })).toEqual([
      { field: 't0', by: 1 },
      { field: 't1', by: 1 },
      { field: 'sc', by: 1 },
    ]);
  });

  it('counts a value within tolerance (numeric)', () => {
    expect(peerIncrements(numericItem(12.5, 0.5), { value: 12.9 })).toEqual([
      { field: 'in', by: 1 },
      { field: 'sc', by: 1 },
    ]);
    expect(peerIncrements(numericItem(12.5, 0.5), { value: 14 })).toEqual([]);
  });

  it('gives, without the score sum, the same fields as peerIncrements (what a caller with the score adds to)', () => {
    fc.assert(
      fc.property(arbItem.chain((item) => arbResponse(item).map((response) => ({ item, response }))), ({ item, response }) => {
        expect(peerChoiceIncrements(item, response)).toEqual(peerIncrements(item, response).filter(({ field }) => field !== PEER_SCORE_FIELD));
      }),
    );
  });

  it("never writes a field of the performance record, and never grows a field by 0", () => {
    fc.assert(
      fc.property(arbItem.chain((item) => arbResponse(item).map((response) => ({ item, response }))), ({ item, response }) => {
        for (const { field, by } of peerIncrements(item, response)) {
          expect(PERFORMANCE_FIELDS as readonly string[]).not.toContain(field);
          expect(by).toBeGreaterThan(0);
        }
      }),
    );
  });
});

describe('peerFigures', () => {
  it('reads the hash as Redis returns it, missing or unreadable fields as 0', () => {
    const figures = peerFigures(sbaItem(4, 'A'), { a: '4', qc: '1', A: '1', B: '3', C: 'junk', sc: '1' });
    expect(figures).toEqual({
      type: 'sba',
      attempts: 4,
      percentFullMarks: 25,
      percentOfMaxScore: 25,
      options: [
        { key: 'A', percent: 25 },
        { key: 'B', percent: 75 },
        { key: 'C', percent: 0 },
        { key: 'D', percent: 0 },
      ],
    });
  });

  it('gives zeros, not NaN, before anyone has answered', () => {
    const empty: PeerCounts = {};
    expect(peerFigures(rankingItem(), empty)).toMatchObject({ attempts: 0, percentFullMarks: 0, percentOfMaxScore: 0 });
    expect(JSON.stringify(peerFigures(emqItem(), empty))).not.toContain('null');
  });

  it('shows the spread of places of each response (ranking)', () => {
    const item = rankingItem(['C', 'A', 'E', 'B', 'D']);
    const figures = peerFigures(item, countsAfter(item, [{ order: ['C', 'A', 'E', 'B', 'D'] }, { order: ['A', 'C', 'E', 'B', 'D'] }]));
    expect(figures).toMatchObject({ percentFullMarks: 50, percentOfMaxScore: 95 });
    expect(figures.type === 'ranking' && figures.responses.find((r) => r.key === 'C')?.places).toEqual([50, 50, 0, 0, 0]);
  });

  it('adds up to the whole for every type, from any set of responses', () => {
    fc.assert(
      fc.property(arbItemWithResponses, ({ item, responses }) => {
        const figures = peerFigures(item, countsAfter(item, responses));
        expect(peerFiguresSchema.parse(figures)).toEqual(figures);
        const near = (total: number, expected: number, terms: number) => expect(Math.abs(total - expected)).toBeLessThanOrEqual(0.005 * terms + 1e-9);
        expect(figures.attempts).toBe(responses.length);
        const meanScore = sum(responses.map((r) => markResponse(item, r).score)) / responses.length;
        near(figures.percentOfMaxScore, (100 * meanScore) / markResponse(item, responses[0]).maxScore, 1);
        switch (figures.type) {
          case 'sba':
            near(sum(figures.options.map((o) => o.percent)), 100, figures.options.length);
            break;
          case 'choose':
            near(sum(figures.responses.map((o) => o.percent)), 300, figures.responses.length);
            break;
          case 'emq':
            for (const stem of figures.stems) near(sum(stem.options.map((o) => o.percent)), 100, stem.options.length);
            break;
          case 'ranking':
            for (const r of figures.responses) near(sum(r.places), 100, 5);
            for (let place = 0; place < 5; place++) near(sum(figures.responses.map((r) => r.places[place])), 100, 5);
            break;
          case 'mtf':
            figures.statements.forEach((s, i) => near(s.percentTrue, (100 * responses.filter((r) => (r as { marks: boolean[] }).marks[i]).length) / responses.length, 1));
            break;
          case 'numeric':
            near(figures.percentWithinTolerance, figures.percentFullMarks, 0);
            break;
        }
      }),
    );
  });
});
