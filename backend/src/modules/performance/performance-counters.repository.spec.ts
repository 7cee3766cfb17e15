import type { Item } from '@medprep/shared';
import { PerformanceCountersRepository, peerFieldsOf } from './performance-counters.repository';

const REFERENCES = [{ title: 'Reference', publisher: 'MedPrep', year: 2025 }];
const ranking: Item = {
  type: 'ranking',
  stem: 'A colleague smells of alcohol on the ward.',
  responses: (['A', 'B', 'C', 'D', 'E'] as const).map((key) => ({ key, text: key, explanation: key })),
  idealOrder: ['C', 'A', 'E', 'B', 'D'],
  explanation: 'Safety first.',
  references: REFERENCES,
};

describe('peerFieldsOf', () => {
  it('should count each response in its place and add the score saved with the attempt', () => {
    expect(peerFieldsOf(ranking, { order: ['A', 'C', 'E', 'D', 'B'] }, 16)).toEqual([
      { field: 'A@1', by: 1 },
      { field: 'C@2', by: 1 },
      { field: 'E@3', by: 1 },
      { field: 'D@4', by: 1 },
      { field: 'B@5', by: 1 },
      { field: 'sc', by: 16 },
    ]);
  });

  it('should take the saved score even where the item now marks the response otherwise (its key was edited)', () => {
    const fields = peerFieldsOf(ranking, { order: ['C', 'A', 'E', 'B', 'D'] }, 12);
    expect(fields.filter((f) => f.field === 'sc')).toEqual([{ field: 'sc', by: 12 }]);
  });

  it('should leave the score sum out when the attempt scored nothing', () => {
    const numeric: Item = { type: 'numeric', stem: 'Dose?', value: 7, unit: 'mg', tolerance: 0.5, decimals: 1, explanation: 'Dose.', references: REFERENCES };
    expect(peerFieldsOf(numeric, { value: 9 }, 0)).toEqual([]);
    expect(peerFieldsOf(numeric, { value: 7.2 }, 1)).toEqual([
      { field: 'in', by: 1 },
      { field: 'sc', by: 1 },
    ]);
  });
});

describe('PerformanceCountersRepository.scriptArgs', () => {
  it('should give each hash its index once, and append field/amount pairs after the fixed fields', () => {
    const args = PerformanceCountersRepository.scriptArgs([
      { key: 'user:{u:1}:exam:e:perf', attempts: 1, correct: 0, timeMs: 900, reply: true, completeOf: { total: 40, setKey: 'user:{u:1}:exam:e:attempted', members: ['q1'] } },
      { key: 'user:{u:1}:session:s:perf', attempts: 1, correct: 0, timeMs: 900, completeOf: { total: 10 } },
      { key: 'user:{u:1}:exam:e:perf', attempts: 2, correct: 1, timeMs: 50, fields: [{ field: 's0:C', by: 2 }, { field: 'sc', by: 5 }] },
    ]);
    expect(args).toEqual([
      3,
      'user:{u:1}:exam:e:perf',
      'user:{u:1}:exam:e:attempted',
      'user:{u:1}:session:s:perf',
      '1,2,1,0,900,40,1,1;3,0,1,0,900,10,0,0;1,0,2,1,50,,0,0,s0:C,2,sc,5',
      'q1',
    ]);
  });
});
