import { z } from 'zod';

/**
 * A performance record as kept in Redis: attempts, questions correct, percent correct,
 * total time (ms), average question time (ms) and percent complete.
 */
export const performanceRecordSchema = z.object({
  a: z.number(),
  qc: z.number(),
  pcor: z.number(),
  tt: z.number(),
  aqt: z.number(),
  pcom: z.number(),
});
export type PerformanceRecord = z.infer<typeof performanceRecordSchema>;

/** The record's fields, in the order in which a read that returns bare values lists them. */
export const PERFORMANCE_FIELDS = ['a', 'qc', 'pcor', 'tt', 'aqt', 'pcom'] as const satisfies ReadonlyArray<keyof PerformanceRecord>;

/** Reads a Redis hash (strings, maybe missing or empty) as a record; anything absent or unreadable is 0. */
export function toPerformanceRecord(hash: Record<string, string> | null | undefined): PerformanceRecord {
  const read = (field: keyof PerformanceRecord) => {
    const value = Number(hash?.[field]);
    return Number.isFinite(value) ? value : 0;
  };
  return { a: read('a'), qc: read('qc'), pcor: read('pcor'), tt: read('tt'), aqt: read('aqt'), pcom: read('pcom') };
}
