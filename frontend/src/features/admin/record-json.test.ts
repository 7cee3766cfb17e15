import { describe, expect, it } from 'vitest';
import { anSbaRecord } from './testing/admin-fixtures';
import { checkRecordText, editableRecord, locateJsonPath, recordText } from './record-json';

describe('checkRecordText', () => {
  it('accepts a record as the editor shows it and gives the item for the preview, without the key or status', () => {
    const check = checkRecordText(recordText(anSbaRecord()), 'mrcp-2-014');
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.record).toEqual(editableRecord(anSbaRecord()));
    expect(check.record).not.toHaveProperty('key');
    expect(check.item).toMatchObject({ type: 'sba', answer: 'B' });
    expect(check.item).not.toHaveProperty('topic');
  });

  it('names every problem by its path, with the shared schema’s message', () => {
    const check = checkRecordText(JSON.stringify({ ...editableRecord(anSbaRecord()), options: [{ key: 'A', text: '', explanation: 'x' }] }), 'mrcp-2-014');
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.issues.map(({ path, message }) => `${path} ${message}`)).toEqual([
      'options[0].text must not be empty',
      'options must have at least 3 options',
      'answer must be one of the keys A',
    ]);
  });

  it('says where JSON that does not parse goes wrong', () => {
    const check = checkRecordText('{ "type": "sba",, }', 'mrcp-2-014');
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.issues[0]!.message).toMatch(/^is not valid JSON/);
    expect(check.issues[0]!.offset).toBe(16);
  });

  it('refuses anything but one record', () => {
    const check = checkRecordText('[1, 2]', 'mrcp-2-014');
    expect(check.ok || check.issues[0]!.message).toBe('must be one record: an object with a type');
  });
});

describe('locateJsonPath', () => {
  const text = JSON.stringify({ stem: 'A "quoted" stem, with commas', options: [{ key: 'A', text: 'one' }, { key: 'B', text: 'two {}' }], n: -1.5e3 }, null, 2);
  const at = (path: (string | number)[]) => {
    const { start, end } = locateJsonPath(text, path);
    return text.slice(start, end);
  };

  it('finds the value at a path, through objects, lists and strings with quotes and brackets', () => {
    expect(at(['stem'])).toBe('"A \\"quoted\\" stem, with commas"');
    expect(at(['options', 1, 'text'])).toBe('"two {}"');
    expect(at(['n'])).toBe('-1500');
  });

  it('points a missing field at the object that lacks it', () => {
    expect(at(['options', 0, 'explanation'])).toBe('{\n      "key": "A",\n      "text": "one"\n    }');
  });
});
