import { type QuestionRecord, type SbaItem } from '@medprep/shared';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source';
import { readSeedFile, seedFileNames } from '../src/database/seed/question-bank.seed';

/**
 * Content a candidate can trust (issue 23): every sample item is dated and reviewed, no two items
 * are near-copies of each other, and the corrected items say what current UK guidance says.
 */
const files = seedFileNames().map((file) => readSeedFile(file));
const records = files.flatMap((f) => f.records);
const byKey = new Map(records.map((r) => [r.key, r]));

/** Stems at or below this trigram similarity were each read and judged distinct; the ~25 pairs above it were rewritten. */
const NEAR_DUPLICATE = 0.45;

function sba(key: string): SbaItem & QuestionRecord {
  const record = byKey.get(key);
  if (!record || record.type !== 'sba') throw new Error(`${key} is not a single best answer in the seed bank`);
  return record as SbaItem & QuestionRecord;
}
const option = (key: string, letter: string) => sba(key).options.find((o) => o.key === letter)!;
const referenceYears = (key: string, pattern: RegExp) =>
  byKey
    .get(key)!
    .references.filter((r) => pattern.test(`${r.title} ${r.publisher}`))
    .map((r) => r.year);

/** The text compared for near-duplicates: the stem, or an EMQ's patient stems (its theme and lead-in are formulaic). */
const ITEM_TEXTS = `
  SELECT q.key,
         CASE WHEN q.type = 'emq'
              THEN (SELECT string_agg(s.value ->> 'stem', ' ' ORDER BY s.ordinality) FROM jsonb_array_elements(q.body -> 'stems') WITH ORDINALITY AS s)
              ELSE q.stem END AS text
    FROM questions q JOIN exams e ON e.id = q.exam_id
   WHERE q.sample AND e.slug NOT LIKE 'fixture-%'`;

describe('the sample bank as a candidate can trust it', () => {
  let db: DataSource;

  beforeAll(async () => {
    db = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
  });
  afterAll(() => db.destroy());

  it('should have every item reviewed on a date, citing at least one reference with a year', () => {
    expect(records.length).toBeGreaterThanOrEqual(372);
    expect(records.filter((r) => !r.reviewedAt || !/^\d{4}-\d{2}-\d{2}$/.test(r.reviewedAt)).map((r) => r.key)).toEqual([]);
    expect(records.filter((r) => r.references.length === 0 || r.references.some((ref) => !Number.isInteger(ref.year))).map((r) => r.key)).toEqual([]);
  });

  it('should seed no two sample items whose stems are near-copies (pg_trgm similarity above the threshold)', async () => {
    // A trigram-indexed copy of the texts, so that % finds candidate pairs without comparing all ~70,000.
    const { pairs, n } = await db.transaction(async (m) => {
      await m.query(`CREATE TEMP TABLE item_texts ON COMMIT DROP AS ${ITEM_TEXTS}`);
      await m.query(`CREATE INDEX ON item_texts USING gist (text gist_trgm_ops)`);
      await m.query(`SELECT set_config('pg_trgm.similarity_threshold', $1, true)`, [String(NEAR_DUPLICATE)]);
      const found: Array<{ a: string; b: string; similarity: number }> = await m.query(
        `SELECT a.key AS a, b.key AS b, round(similarity(a.text, b.text)::numeric, 3)::float AS similarity
           FROM item_texts a JOIN item_texts b ON a.key < b.key AND a.text % b.text
          WHERE similarity(a.text, b.text) > $1
          ORDER BY 3 DESC`,
        [NEAR_DUPLICATE],
      );
      const [{ count }] = await m.query(`SELECT count(*)::int AS count FROM item_texts`);
      return { pairs: found, n: count as number };
    });
    expect(pairs).toEqual([]);
    expect(n).toBe(records.length);
  });

  it('should catch a near-copy that differs only in the patient’s age and a word or two', async () => {
    const original = sba('mrcs-a-008').stem;
    const copy = original.replace('55-year-old', '58-year-old').replace('salmon-pink segment', 'salmon-pink mucosa');
    const [{ similarity }] = await db.query(`SELECT similarity(text, $1)::float AS similarity FROM (${ITEM_TEXTS}) t WHERE key = 'mrcs-a-008'`, [copy]);
    expect(similarity).toBeGreaterThan(NEAR_DUPLICATE);
  });

  describe('the corrected items (issue 23, item 7)', () => {
    it('mrcp-2-014: febuxostat is a first-line urate-lowering option beside allopurinol (NICE NG219)', () => {
      const item = sba('mrcp-2-014');
      expect(item.explanation).toMatch(/allopurinol or febuxostat as first-line/);
      expect(item.explanation).toMatch(/allopurinol is preferred for people with major cardiovascular disease/);
      expect(option('mrcp-2-014', 'C').explanation).toMatch(/first-line option/);
      expect(`${item.explanation} ${item.options.map((o) => o.explanation).join(' ')}`).not.toMatch(/second-line/);
      expect(item.answer).toBe('B');
      expect(item.changeNote).toMatch(/febuxostat/);
    });

    it('mrcpch-fop-tas-008: pre-hospital ceftriaxone first, benzylpenicillin if it is not available (NICE NG240)', () => {
      const item = sba('mrcpch-fop-tas-008');
      expect(option('mrcpch-fop-tas-008', item.answer).text).toMatch(/ceftriaxone/);
      expect(item.explanation).toMatch(/benzylpenicillin as the alternative if ceftriaxone is not available/);
    });

    it('mrcpch-tas-010: no claim that newborns need more gentamicin per kilogram than children (BNFC, NICE NG195)', () => {
      const item = sba('mrcpch-tas-010');
      expect(item.stem).not.toMatch(/larger dose/);
      expect(item.stem).toMatch(/5 mg\/kg every 36 hours/);
      expect(item.stem).toMatch(/7 mg\/kg every 24 hours/);
    });

    it('mrcog-2-009: expectant management at hCG of 1,000 IU/L or less, considered at 1,000–1,500 (NICE NG126)', () => {
      expect(option('mrcog-2-009', 'A').explanation).toMatch(/hCG of 1,000 IU\/L or less \(considered for 1,000–1,500 IU\/L\)/);
      expect(sba('mrcog-2-009').answer).toBe('B');
    });

    it('mrcp-2-004: the revised ISHAM-ABPA criteria (2024) with a total IgE of 500 IU/mL', () => {
      expect(sba('mrcp-2-004').explanation).toMatch(/500 IU\/mL or more/);
      expect(referenceYears('mrcp-2-004', /ISHAM/)).toEqual([2024]);
    });

    it('cites the current ESC and EASL guidelines, not the superseded ones', () => {
      expect(referenceYears('mrcp-2-002', /European Society of Cardiology/)).toEqual([2025]);
      expect(sba('mrcp-2-002').explanation).toMatch(/aged 70 or over/);
      expect(referenceYears('mrcem-2-006', /European Society of Cardiology/)).toEqual([2024]);
      expect(referenceYears('mrcp-1-007', /European Association for the Study of the Liver/)).toEqual([2025]);
      const superseded = records.flatMap((r) =>
        r.references
          .filter((ref) => /ESC|EASL|ISHAM/.test(`${ref.title} ${ref.publisher}`) && ((/aortic/i.test(ref.title) && ref.year < 2024) || (/valvular/i.test(ref.title) && ref.year < 2025) || (/biliary/i.test(ref.title) && ref.year < 2025) || (/ISHAM/.test(ref.title) && ref.year < 2024)))
          .map((ref) => `${r.key}: ${ref.title} (${ref.year})`),
      );
      expect(superseded).toEqual([]);
    });

    it('cites the Resuscitation Council UK 2025 life support guidelines wherever it cited 2021', () => {
      const outdated = records.flatMap((r) =>
        r.references.filter((ref) => ref.publisher === 'Resuscitation Council UK' && /life support|newborn resuscitation/i.test(ref.title) && ref.year < 2025).map(() => r.key),
      );
      expect(outdated).toEqual([]);
      expect(records.filter((r) => /Resuscitation Council UK 2021 (adult|tachycardia|newborn)/.test(r.explanation)).map((r) => r.key)).toEqual([]);
    });

    it('tells readers of a rewritten item what it now asks', () => {
      for (const key of ['ms-1-3-017', 'mrcgp-akt-010', 'mrcem-2-003', 'msra-009', 'msra-cps-emq-002']) {
        expect({ key, changeNote: byKey.get(key)!.changeNote }).toEqual({ key, changeNote: expect.stringMatching(/^Rewritten: now asks /) });
      }
    });
  });
});
