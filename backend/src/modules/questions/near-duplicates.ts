import { itemListingText, itemOfRecord, type QuestionRecord } from '@medprep/shared';
import type { EntityManager } from 'typeorm';
import { nearestOfProbes } from './near-duplicates.repository';

/** A record of an import whose stem is a near-copy of a stored question's, or of an earlier record's in the same file. */
export interface NearDuplicateWarning {
  code: 'NEAR_DUPLICATE';
  /** The line (1-based) on which the record starts. */
  line?: number;
  key: string;
  /** The stored question (id null when it is another record of the file). */
  similarTo: { id: string | null; key: string; exam: string };
  /** pg_trgm similarity of the two stems (0–1). */
  similarity: number;
}

/**
 * Warns of each record close to an item already in the bank (of another key: the same key is the
 * record's own earlier version) or to an earlier record of the file. A warning never refuses the
 * import: an editor decides whether the pair is a duplicate.
 */
export async function nearDuplicateWarnings(
  manager: EntityManager,
  records: ReadonlyArray<{ line: number; record: QuestionRecord }>,
): Promise<NearDuplicateWarning[]> {
  const matches = await nearestOfProbes(
    manager,
    records.map(({ record }) => ({ key: record.key, stem: itemListingText(itemOfRecord(record)) })),
  );
  return matches.map((match) => {
    const { line, record } = records[match.index];
    const other = match.otherIndex === null ? null : records[match.otherIndex].record;
    return {
      code: 'NEAR_DUPLICATE',
      line,
      key: record.key,
      similarTo: match.question ?? { id: null, key: other!.key, exam: other!.exam },
      similarity: match.similarity,
    };
  });
}
