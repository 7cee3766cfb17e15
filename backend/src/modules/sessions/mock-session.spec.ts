import type { MockCandidate } from '@medprep/shared';
import { planMock } from './mock-session';

const items = (type: MockCandidate['type'], n: number, units = 1): MockCandidate[] => Array.from({ length: n }, (_, i) => ({ id: `${type}-${i}`, type, units }));

describe('planMock', () => {
  it('should list the papers, their questions in order and their times together', () => {
    const mock = planMock('msra', [...items('ranking', 4), ...items('choose', 2), ...items('emq', 2, 4), ...items('sba', 10)])!;
    expect(mock.papers.map((p) => p.title)).toEqual(['Professional Dilemmas', 'Clinical Problem Solving']);
    expect(mock.questionIds).toEqual(mock.papers.flatMap((p) => p.questionIds));
    expect(mock.timeLimitMs).toBe(mock.papers[0].timeLimitMs + mock.papers[1].timeLimitMs);
  });

  it('should keep a trial within its number of items', () => {
    const mock = planMock('mrcp-1', items('sba', 500), 20)!;
    expect(mock.questionIds.length).toBeLessThanOrEqual(20);
    expect(mock.papers).toHaveLength(2);
  });

  it('should give nothing when no paper takes any of the items', () => {
    expect(planMock('frca-1', items('ranking', 5))).toBeNull();
    expect(planMock('msra', [])).toBeNull();
  });
});
