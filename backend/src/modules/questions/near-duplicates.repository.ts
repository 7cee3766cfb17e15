import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

/** pg_trgm similarity (0–1) at or above which two stems count as near-copies. */
export const NEAR_DUPLICATE_THRESHOLD = 0.6;

export interface SimilarStem {
  id: string;
  key: string;
  /** The exam's slug. */
  exam: string;
  similarity: number;
  stem: string;
}

type PairSide = { id: string; key: string; exam: string; type: string };
export interface NearDuplicatePair {
  a: PairSide;
  b: PairSide;
  similarity: number;
}

/** A record of a file set beside the bank or beside the file's other records. */
export interface StemProbe {
  /** The record's key: a stored question of the same key is the record itself, not a copy. */
  key: string;
  stem: string;
}

export interface ProbeMatch {
  /** The probe's index in the list given. */
  index: number;
  similarity: number;
  /** The stored question, or (with `otherIndex`) another probe of the same list. */
  question: { id: string; key: string; exam: string } | null;
  otherIndex: number | null;
}

const SCAN_STATEMENT_TIMEOUT = '300s';

/**
 * `%` is pg_trgm's similarity operator, the one the GiST trigram index serves; it compares with the
 * setting pg_trgm.similarity_threshold, which is set for the transaction only.
 */
async function withThreshold<T>(manager: EntityManager, threshold: number, work: (m: EntityManager) => Promise<T>, scan = false): Promise<T> {
  return manager.transaction(async (m) => {
    await m.query(`SELECT set_config('pg_trgm.similarity_threshold', $1, true)`, [String(threshold)]);
    // Scanning a bank or a file of thousands can outlast the pool's per-statement limit, which is
    // meant for request paths.
    if (scan) await m.query(`SELECT set_config('statement_timeout', $1, true)`, [SCAN_STATEMENT_TIMEOUT]);
    return work(m);
  });
}

/** Retired items are out of the bank for good; every other status may still reach candidates. */
const IN_BANK = `q.status <> 'retired'`;

/** The stored questions whose stem is close to `stem`, most similar first. */
export function similarStems(
  manager: EntityManager,
  stem: string,
  options: { excludeQuestionId?: string; examId?: string; threshold?: number; limit: number },
): Promise<SimilarStem[]> {
  const threshold = options.threshold ?? NEAR_DUPLICATE_THRESHOLD;
  return withThreshold(manager, threshold, async (m) => {
    const rows: Array<SimilarStem & { similarity: string | number }> = await m.query(
      `SELECT q.id, q.key, e.slug AS exam, similarity(q.stem, $1) AS similarity, q.stem
         FROM questions q JOIN exams e ON e.id = q.exam_id
        WHERE q.stem % $1 AND ${IN_BANK}
          AND ($2::uuid IS NULL OR q.id <> $2::uuid)
          AND ($3::uuid IS NULL OR q.exam_id = $3::uuid)
        ORDER BY similarity DESC, q.key
        LIMIT $4`,
      [stem, options.excludeQuestionId ?? null, options.examId ?? null, options.limit],
    );
    return rows.map((r) => ({ ...r, similarity: Number(r.similarity) }));
  });
}

/** Every pair of stored questions whose stems are at least `threshold` similar, most similar first. */
export function nearDuplicatePairs(manager: EntityManager, threshold = NEAR_DUPLICATE_THRESHOLD): Promise<NearDuplicatePair[]> {
  return withThreshold(manager, threshold, async (m) => {
    type Row = { a_id: string; a_key: string; a_exam: string; a_type: string; b_id: string; b_key: string; b_exam: string; b_type: string };
    const rows: Array<Row & { similarity: string | number }> = await m.query(
      `SELECT a.id AS a_id, a.key AS a_key, ea.slug AS a_exam, a.type AS a_type, b.id AS b_id, b.key AS b_key, eb.slug AS b_exam, b.type AS b_type,
              similarity(a.stem, b.stem) AS similarity
         FROM questions a
         JOIN questions b ON b.stem % a.stem AND b.key > a.key
         JOIN exams ea ON ea.id = a.exam_id
         JOIN exams eb ON eb.id = b.exam_id
        WHERE a.status <> 'retired' AND b.status <> 'retired'
        ORDER BY similarity DESC, a.key, b.key`,
    );
    return rows.map((r) => ({
      a: { id: r.a_id, key: r.a_key, exam: r.a_exam, type: r.a_type },
      b: { id: r.b_id, key: r.b_key, exam: r.b_exam, type: r.b_type },
      similarity: Number(r.similarity),
    }));
  }, true);
}

/**
 * For each probe (a record of an import), its closest near-copy: a stored question of another key,
 * or an earlier probe of the same list. The probes go into a temporary table with its own trigram
 * index, so that a file of thousands is matched through indexes rather than pair by pair.
 */
export function nearestOfProbes(manager: EntityManager, probes: readonly StemProbe[], threshold = NEAR_DUPLICATE_THRESHOLD): Promise<ProbeMatch[]> {
  if (probes.length === 0) return Promise.resolve([]);
  return withThreshold(manager, threshold, async (m) => {
    await m.query(`CREATE TEMPORARY TABLE near_duplicate_probes (i int PRIMARY KEY, key text NOT NULL, stem text NOT NULL) ON COMMIT DROP`);
    await m.query(
      `INSERT INTO near_duplicate_probes (i, key, stem) SELECT i - 1, k, s FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS p(k, s, i)`,
      [probes.map((p) => p.key), probes.map((p) => p.stem)],
    );
    await m.query(`CREATE INDEX ON near_duplicate_probes USING gist (stem gist_trgm_ops)`);
    await m.query(`ANALYZE near_duplicate_probes`);
    const rows: Array<{ i: number; similarity: string | number; id: string | null; key: string | null; exam: string | null; other: number | null }> =
      await m.query(
        `SELECT DISTINCT ON (i) i, similarity, id, key, exam, other FROM (
           SELECT p.i, similarity(q.stem, p.stem) AS similarity, q.id, q.key, e.slug AS exam, NULL::int AS other
             FROM near_duplicate_probes p
             JOIN questions q ON q.stem % p.stem AND q.key <> p.key AND q.status <> 'retired'
             JOIN exams e ON e.id = q.exam_id
           UNION ALL
           SELECT p.i, similarity(o.stem, p.stem), NULL, NULL, NULL, o.i
             FROM near_duplicate_probes p
             JOIN near_duplicate_probes o ON o.stem % p.stem AND o.i < p.i AND o.key <> p.key
         ) matches
         ORDER BY i, similarity DESC, other NULLS FIRST, key`,
      );
    return rows.map((r) => ({
      index: r.i,
      similarity: Number(r.similarity),
      question: r.id ? { id: r.id, key: r.key!, exam: r.exam! } : null,
      otherIndex: r.other,
    }));
  }, true);
}

/** similarStems for the API, on the data source. */
@Injectable()
export class NearDuplicatesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  similarTo(stem: string, options: Parameters<typeof similarStems>[2]): Promise<SimilarStem[]> {
    return similarStems(this.db.manager, stem, options);
  }
}
