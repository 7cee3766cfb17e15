import { ITEM_TYPES, type ItemType, type QuestionRecord } from '@medprep/shared';
import { readSeedFile } from '../../src/database/seed/question-bank.seed';

/** The seed files that hold an item of each type. */
const SOURCE: Record<ItemType, string> = {
  sba: 'mrcp-2.json',
  mtf: 'frca-1.json',
  emq: 'mrcog-2.json',
  ranking: 'msra.json',
  choose: 'msra.json',
  numeric: 'mrcgp-akt.json',
};

/**
 * One real sample record of every type (the sba one with an image), moved to `exam` under the keys
 * `<prefix>-<type>`: content the schema accepts, for tests that write and read records.
 */
export function sampleRecordOfEveryType(exam: string, prefix: string): QuestionRecord[] {
  return ITEM_TYPES.map((type) => {
    const records = readSeedFile(SOURCE[type]).records.filter((r) => r.type === type);
    const record = records.find((r) => type !== 'sba' || (r.media?.length ?? 0) > 0) ?? records[0];
    // The bank's review fields (when the seed item was checked, what its last correction said) are not the item's content.
    const { reviewedAt: _reviewedAt, changeNote: _changeNote, ...content } = record;
    return { ...content, key: `${prefix}-${type}`, exam, sample: false, status: 'draft' };
  });
}
