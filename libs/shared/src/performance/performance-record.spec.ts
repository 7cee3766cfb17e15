import { describe, expect, it } from 'vitest';
import { PERFORMANCE_FIELDS, performanceRecordSchema, toPerformanceRecord } from './performance-record';

describe('toPerformanceRecord', () => {
  it('reads the numbers of a Redis hash', () => {
    expect(toPerformanceRecord({ a: '4', qc: '3', pcor: '75.00', tt: '40000', aqt: '10000', pcom: '23.53' })).toEqual({
      a: 4, qc: 3, pcor: 75, tt: 40000, aqt: 10000, pcom: 23.53,
    });
  });

  it('falls back to zeros for a missing hash or field (as when Redis is down)', () => {
    const empty = { a: 0, qc: 0, pcor: 0, tt: 0, aqt: 0, pcom: 0 };
    expect(toPerformanceRecord(null)).toEqual(empty);
    expect(toPerformanceRecord({ a: '2', qc: 'oops' })).toEqual({ ...empty, a: 2 });
  });
});

describe('PERFORMANCE_FIELDS', () => {
  it('names every field of the record once, so that reads listing bare values miss none', () => {
    expect([...PERFORMANCE_FIELDS].sort()).toEqual(Object.keys(performanceRecordSchema.shape).sort());
  });
});
