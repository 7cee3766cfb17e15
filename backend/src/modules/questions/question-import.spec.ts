import { type QuestionRecord, questionRecordSchema } from '@medprep/shared';
import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { questionsCsv, questionsJson } from './question-export';
import { describeImportIssue, ImportFileError, readCsvQuestions, readJsonQuestions, readQuestionFile, validateRows } from './question-import';
import { readCsvRecords } from './csv-records';
import { csvRowOfRecord, SBA_CSV_COLUMNS } from './sba-csv';

const REFERENCE = { title: 'Acute coronary syndromes', publisher: 'NICE', code: 'NG185', year: 2020, url: 'https://www.nice.org.uk/guidance/ng185' };

function sba(key: string, extra: Record<string, unknown> = {}): QuestionRecord {
  return {
    key,
    exam: 'mrcp-1',
    topic: 'Cardiology',
    type: 'sba',
    stem: 'A 67-year-old man has central chest pain radiating to the jaw. What is the next step?',
    options: [
      { key: 'A', text: 'Aspirin', explanation: 'Given after the ECG.' },
      { key: 'B', text: 'ECG', explanation: 'Correct: within 10 minutes.' },
      { key: 'C', text: 'Troponin', explanation: 'Later.' },
      { key: 'D', text: 'Chest X-ray', explanation: 'Not first.' },
    ],
    answer: 'B',
    explanation: 'A 12-lead ECG within 10 minutes is the first step in suspected acute coronary syndrome.',
    references: [REFERENCE, { title: 'Textbook of cardiology', publisher: 'Elsevier', year: 2019 }],
    status: 'live',
    sample: false,
    ...extra,
  } as QuestionRecord;
}

type Column = (typeof SBA_CSV_COLUMNS)[number];

/** A CSV file of these records as the export writes them, with some cells of some rows (from 0) changed. */
function csvOf(records: QuestionRecord[], edits: Array<{ row: number; cells: Partial<Record<Column, string>> }> = []): string {
  const rows = records.map((r) => csvRowOfRecord(r as QuestionRecord & { type: 'sba' }));
  for (const { row, cells } of edits) for (const [column, value] of Object.entries(cells)) rows[row][SBA_CSV_COLUMNS.indexOf(column as Column)] = value ?? '';
  return stringify([[...SBA_CSV_COLUMNS], ...rows]);
}

describe('readCsvQuestions', () => {
  it('should read back what the export writes: options with their explanations, references and images', () => {
    const withImage = sba('q-002', {
      answer: 'A',
      media: [{ kind: 'svg', src: '/media/samples/ecg-rhythm-01.svg', alt: 'A rhythm strip of lead II at 25 mm/s', caption: 'Lead II', width: 600, height: 200 }],
      status: 'draft',
      sample: true,
    });
    const records = [sba('q-001'), withImage];
    const { valid, issues } = validateRows(readCsvQuestions(questionsCsv(records as Array<QuestionRecord & { type: 'sba' }>)).rows);
    expect(issues).toEqual([]);
    expect(valid.map((v) => v.record)).toEqual(records);
    expect(valid.map((v) => v.line)).toEqual([2, 3]);
  });

  it('should write texts a spreadsheet would run as formulas with a leading quote, and read them back unchanged', () => {
    const record = sba('q-001', {
      stem: '=1+1 is what a spreadsheet would compute; what is the potassium after -5 mmol/L?',
      options: [
        { key: 'A', text: '=HYPERLINK("https://evil.test","Aspirin")', explanation: '-5 mmol/L is not a potassium.' },
        { key: 'B', text: '+ve troponin', explanation: '@once.' },
        { key: 'C', text: "'Tis a troponin", explanation: "'=quoted by its author" },
      ],
      explanation: '-The ECG comes first, within ten minutes.',
      references: [{ title: '=Guideline', publisher: 'NICE', year: 2020 }],
    }) as QuestionRecord & { type: 'sba' };
    const file = questionsCsv([record]);
    const cells = readCsvRecords(file)[1].fields;
    const cell = (column: Column) => cells[SBA_CSV_COLUMNS.indexOf(column)];
    expect(cell('stem')).toBe(`'${record.stem}`);
    expect(cell('option_A')).toBe(`'=HYPERLINK("https://evil.test","Aspirin")`);
    expect(cell('option_A_explanation')).toBe("'-5 mmol/L is not a potassium.");
    expect(cell('option_B')).toBe("'+ve troponin");
    expect(cell('option_B_explanation')).toBe("'@once.");
    expect(cell('option_C')).toBe("'Tis a troponin");
    expect(cell('option_C_explanation')).toBe("''=quoted by its author");
    expect(cell('explanation')).toBe("'-The ECG comes first, within ten minutes.");
    expect(cell('references')).toBe("'=Guideline | NICE | 2020");
    expect(cells.filter((c) => /^[=+\-@\t\r]/.test(c))).toEqual([]);
    const { valid, issues } = validateRows(readCsvQuestions(file).rows);
    expect(issues).toEqual([]);
    expect(valid.map((v) => v.record)).toEqual([record]);
  });

  it('should read back any single-best-answer records the export writes, whatever their texts hold', () => {
    // Texts with the characters CSV quotes (commas, quotes, line breaks), the entry separators' neighbours
    // and those that start a spreadsheet formula (with the quote that neutralises them).
    const text = (min: number) =>
      fc
        .string({ unit: fc.constantFrom('a', 'B', ' ', ',', '"', '\n', ';', 'é', '–', '0', '=', '-', '+', '@', "'"), minLength: min, maxLength: 40 })
        .map((t) => t.trim())
        .filter((t) => t.length >= min);
    const entryText = text(3).filter((t) => !t.includes(';;'));
    const record = fc
      .record({
        stem: text(20),
        options: fc.array(fc.tuple(text(1), text(1)), { minLength: 3, maxLength: 8 }),
        explanation: text(20),
        references: fc.array(fc.record({ title: entryText, publisher: entryText, year: fc.integer({ min: 1950, max: 2100 }) }), { minLength: 1, maxLength: 3 }),
        status: fc.constantFrom('draft', 'live'),
        sample: fc.boolean(),
      })
      .map(({ options, ...rest }) =>
        sba('q-001', { ...rest, options: options.map(([t, e], i) => ({ key: 'ABCDEFGH'[i], text: t, explanation: e })), answer: 'A' }),
      )
      .filter((r) => questionRecordSchema.safeParse(r).success);
    fc.assert(
      fc.property(fc.array(record, { minLength: 1, maxLength: 3 }), (records) => {
        const keyed = records.map((r, i) => ({ ...r, key: `q-${String(i).padStart(3, '0')}` }));
        const { valid, issues } = validateRows(readCsvQuestions(questionsCsv(keyed as Array<QuestionRecord & { type: 'sba' }>)).rows);
        expect(issues).toEqual([]);
        expect(valid.map((v) => v.record)).toEqual(keyed);
      }),
      { numRuns: 150 },
    );
  });

  it('should name the line, the column and the field of each problem', () => {
    const text = csvOf(
      [sba('q-001'), sba('q-002'), sba('q-003'), sba('q-004')],
      [
        { row: 1, cells: { option_C: '', answer: 'Z' } },
        { row: 2, cells: { references: 'Acute coronary syndromes | NICE | recent' } },
      ],
    );
    const { issues } = validateRows(readCsvQuestions(text).rows);
    expect(issues).toEqual([
      { line: 3, column: 'option_C', path: 'options[2].text', message: 'is required' },
      { line: 3, column: 'answer', path: 'answer', message: 'must be a capital letter from A to T' },
      { line: 4, column: 'references', path: 'references[0].year', message: 'entry 1, year: must be a year' },
    ]);
    expect(issues.map(describeImportIssue)[0]).toBe('line 3, option_C: is required');
  });

  it('should refuse a gap in the options, an entry with too many fields and a row of the wrong width', () => {
    const gap = csvOf([sba('q-001')], [{ row: 0, cells: { option_B: '', option_B_explanation: '' } }]);
    expect(readCsvQuestions(gap).issues).toEqual([
      { line: 2, column: 'option_B', path: '', message: 'is empty but a later option is given: options run A, B, C… without a gap' },
    ]);
    const fields = csvOf([sba('q-001')], [{ row: 0, cells: { references: 'A title | NICE | 2020 | NG1 | https://a.test | extra' } }]);
    expect(readCsvQuestions(fields).issues).toEqual([
      { line: 2, column: 'references', path: '', message: 'entry 1 has 6 fields where at most 5 are read (title | publisher | year | code | url)' },
    ]);
    expect(readCsvQuestions(`${SBA_CSV_COLUMNS.join(',')}\nq-001,mrcp-1,too,short\n`).issues).toEqual([
      { line: 2, path: '', message: `has 4 fields where the header has ${SBA_CSV_COLUMNS.length}` },
    ]);
  });

  it('should number rows by the line they start on, across quoted line breaks, and refuse a key used twice', () => {
    const multiLine = 'A 67-year-old man has chest pain.\nHis ECG shows "ST elevation" in V1–V4.\nWhat next?';
    const text = csvOf([sba('q-001', { stem: multiLine }), sba('q-002'), sba('q-001')]);
    const { valid, issues } = validateRows(readCsvQuestions(text).rows);
    expect(valid.map((v) => [v.line, v.record.key])).toEqual([
      [2, 'q-001'],
      [5, 'q-002'],
    ]);
    expect(valid[0].record.type === 'sba' && valid[0].record.stem).toBe(multiLine);
    expect(issues).toEqual([{ line: 6, column: 'key', path: 'key', message: "'q-001' is already used on line 2" }]);
  });

  it('should accept header names in any case and the optional columns left out, and refuse an unknown or missing column', () => {
    const required = ['key', 'exam', 'topic', 'stem', 'option_A', 'option_A_explanation', 'option_B', 'option_B_explanation', 'option_C', 'option_C_explanation', 'answer', 'explanation', 'references'];
    const row = ['q-001', 'mrcp-1', 'Cardiology', 'A 67-year-old man has central chest pain. What next?', 'Aspirin', 'Later.', 'ECG', 'Correct.', 'Troponin', 'Later.', 'B', 'The ECG comes first in suspected acute coronary syndrome.', 'Acute coronary syndromes | NICE | 2020 | NG185'];
    const { valid, issues } = validateRows(readCsvQuestions(`${required.map((c) => c.toUpperCase()).join(',')}\n${row.join(',')}`).rows);
    expect(issues).toEqual([]);
    expect(valid[0].record).toMatchObject({ status: 'live', sample: false, references: [{ title: 'Acute coronary syndromes', publisher: 'NICE', year: 2020, code: 'NG185' }] });
    expect(() => readCsvQuestions(`${SBA_CSV_COLUMNS.join(',')},difficulty\n`)).toThrow(/unknown column 'difficulty'/);
    expect(() => readCsvQuestions('key,exam,topic\n')).toThrow(/missing columns 'stem', 'option_A'/);
    expect(() => readCsvQuestions('')).toThrow(ImportFileError);
  });
});

describe('readJsonQuestions', () => {
  const mtf = {
    key: 'q-010',
    topic: 'Pharmacology',
    type: 'mtf',
    stem: 'Concerning the pharmacology of propofol:',
    statements: [
      { text: 'It is formulated in a lipid emulsion', answer: true, explanation: 'Soya oil and egg lecithin.' },
      { text: 'It is a potent analgesic', answer: false, explanation: 'It has no analgesic effect.' },
    ],
    explanation: 'Propofol is a phenol derivative formulated as a lipid emulsion without analgesic properties.',
    references: [REFERENCE],
  };

  it('should read back what the export writes, for every type, applying the file exam', () => {
    const records = [sba('q-001'), { ...mtf, exam: 'mrcp-1', status: 'live', sample: false } as QuestionRecord];
    const { valid, issues } = validateRows(readJsonQuestions(questionsJson('mrcp-1', records)).rows);
    expect(issues).toEqual([]);
    expect(valid.map((v) => v.record)).toEqual(records);
  });

  it('should name the item, the line it starts on and the path of each problem', () => {
    const badStatement = { ...mtf, key: 'q-011', statements: [mtf.statements[0], { text: 'It is', answer: 'yes', explanation: '' }] };
    const text = JSON.stringify({ exam: 'mrcp-1', questions: [mtf, badStatement, 42] }, null, 2);
    const lines = text.split('\n');
    const starts = lines.flatMap((l, i) => (/^ {4}[{4]/.test(l) ? [i + 1] : []));
    const read = readJsonQuestions(text);
    expect(read.issues).toEqual([{ line: starts[2], item: 2, path: '', message: 'must be a question: an object, found number' }]);
    const { valid, issues } = validateRows(read.rows);
    expect(valid.map((v) => v.record.key)).toEqual(['q-010']);
    expect(issues).toEqual([
      { line: starts[1], item: 1, path: 'statements[1].answer', message: 'must be true or false' },
      { line: starts[1], item: 1, path: 'statements[1].explanation', message: 'must not be empty' },
    ]);
    expect(describeImportIssue(issues[0])).toBe(`line ${starts[1]} (item 2), statements[1].answer: must be true or false`);
  });

  it('should read a plain array whose questions name their exam, on one line or several, refusing unknown fields', () => {
    const text = `[${JSON.stringify({ ...mtf, exam: 'mrcp-1' })},\n\n  ${JSON.stringify({ ...mtf, key: 'q-012', exam: 'msra', extra: '}]"\\"' })}]`;
    const { valid, issues } = validateRows(readJsonQuestions(text).rows);
    expect(valid.map((v) => [v.line, v.record.exam])).toEqual([[1, 'mrcp-1']]);
    expect(issues).toEqual([{ line: 3, item: 1, path: '', message: 'Unrecognized key: "extra"' }]);
  });

  it('should refuse a question naming another exam than the file, and an item of no known type', () => {
    const read = readJsonQuestions(JSON.stringify({ exam: 'mrcp-1', questions: [{ ...mtf, exam: 'msra' }, { ...mtf, type: 'essay' }] }));
    expect(read.issues).toEqual([{ line: 1, item: 0, path: 'exam', message: "'msra' differs from the file's exam 'mrcp-1'" }]);
    expect(validateRows(read.rows).issues).toEqual([{ line: 1, item: 1, path: 'type', message: 'must be one of sba, mtf, emq, ranking, choose, numeric' }]);
  });

  it('should refuse text that is not JSON, or JSON that holds no questions, with the line', () => {
    expect(() => readJsonQuestions('[\n{"key": 1,}\n]')).toThrow(/not valid JSON \(line 2\)/);
    expect(() => readJsonQuestions('{"exam": "mrcp-1"}')).toThrow(/expected an array of questions/);
  });
});

describe('readQuestionFile', () => {
  it('should choose the reader by extension and refuse others', () => {
    expect(readQuestionFile('bank.JSON', '[]')).toEqual({ rows: [], issues: [] });
    expect(() => readQuestionFile('bank.xlsx', '')).toThrow(/expected a .json or .csv file/);
  });
});
