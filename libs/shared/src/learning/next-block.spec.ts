import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NEXT_BLOCK_MAX_TOPICS, rankTopics, recommendNextBlock, topicWeakness, unseenShare, type TopicCoverage } from './next-block';

const topic = (name: string, over: Partial<TopicCoverage> = {}): TopicCoverage => ({ topic: name, weight: 0.25, items: 10, seen: 0, percentCorrect: null, retention: null, ...over });

describe('rankTopics', () => {
  it('should put the heavier topic first when all else is equal', () => {
    expect(rankTopics([topic('Light', { weight: 0.1 }), topic('Heavy', { weight: 0.4 })]).map((t) => t.topic)).toEqual(['Heavy', 'Light']);
  });

  it('should put the weaker topic first at equal weight and coverage', () => {
    const ranked = rankTopics([topic('Strong', { seen: 5, percentCorrect: 90 }), topic('Weak', { seen: 5, percentCorrect: 30 })]);
    expect(ranked.map((t) => t.topic)).toEqual(['Weak', 'Strong']);
  });

  it('should put the less covered topic first at equal weight and % correct', () => {
    const ranked = rankTopics([topic('Covered', { seen: 9, percentCorrect: 50 }), topic('Fresh', { seen: 1, percentCorrect: 50 })]);
    expect(ranked.map((t) => t.topic)).toEqual(['Fresh', 'Covered']);
  });

  it('should leave out topics with no items in the bank', () => {
    expect(rankTopics([topic('Empty', { items: 0, weight: 0.9 }), topic('Held')]).map((t) => t.topic)).toEqual(['Held']);
  });

  it('should never rank a topic higher for scoring better (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (seen, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const weakLo = topicWeakness({ seen, percentCorrect: lo, retention: null });
        const weakHi = topicWeakness({ seen, percentCorrect: hi, retention: null });
        expect(weakLo).toBeGreaterThanOrEqual(weakHi);
      }),
    );
  });

  it('should keep priorities within 0–weight and unseen share falling as items are seen (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.nat(), fc.double({ min: 0, max: 100, noNaN: true }), (items, s, pc) => {
        const seen = s % (items + 1);
        const [ranked] = rankTopics([topic('T', { items, seen, percentCorrect: seen > 0 ? pc : null, weight: 0.3 })]);
        expect(ranked.priority).toBeGreaterThan(0);
        expect(ranked.priority).toBeLessThanOrEqual(0.3);
        if (seen < items) expect(unseenShare({ items, seen: seen + 1 })).toBeLessThan(unseenShare({ items, seen }));
      }),
    );
  });
});

describe('recommendNextBlock', () => {
  it('should take the best topics until they hold the block and cap the count at what they hold', () => {
    const block = recommendNextBlock([topic('A', { weight: 0.5, items: 12 }), topic('B', { weight: 0.3, items: 12 }), topic('C', { weight: 0.2, items: 12 })], 20);
    expect(block).toMatchObject({ topics: ['A', 'B'], count: 20 });
    expect(block!.reason).toContain('A: 50% of the paper, not practised yet, 12 of 12 unseen');

    const small = recommendNextBlock([topic('A', { items: 2 }), topic('B', { items: 1 }), topic('C', { items: 3 }), topic('D', { items: 4 })], 20);
    expect(small!.topics).toHaveLength(NEXT_BLOCK_MAX_TOPICS);
    expect(small!.count).toBe(6);
  });

  it('should move on from a topic once it has been practised well', () => {
    const before = [topic('Cardiology', { weight: 0.3 }), topic('Renal', { weight: 0.2 })];
    expect(recommendNextBlock(before, 5)!.topics[0]).toBe('Cardiology');
    const after = [topic('Cardiology', { weight: 0.3, seen: 10, percentCorrect: 100 }), topic('Renal', { weight: 0.2 })];
    expect(recommendNextBlock(after, 5)!.topics[0]).toBe('Renal');
  });

  it('should recommend nothing from an empty bank', () => {
    expect(recommendNextBlock([topic('A', { items: 0 })])).toBeNull();
  });
});
