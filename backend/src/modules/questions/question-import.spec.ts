import { ImportFileError, readCsvQuestions, readJsonQuestions, readQuestionFile, validateRows } from './question-import';

const question = (key: string, extra: Record<string, unknown> = {}) => ({
  key,
  topic: 'Cardiology',
  stem: 'A 67-year-old man has central chest pain radiating to the jaw. What is the next step?',
  options: { A: 'Aspirin', B: 'ECG', C: 'Troponin', D: 'Chest X-ray', E: 'Discharge' },
  answer: 'B',
  explanation: 'A 12-lead ECG within 10 minutes is the first step in suspected acute coronary syndrome.',
  optionExplanations: { A: 'Given after the ECG.', B: 'Correct.', C: 'Later.', D: 'Not first.', E: 'Unsafe.' },
  ...extra,
});

const HEADER = 'key,exam,topic,stem,A,B,C,D,E,answer,explanation,explanation_A,explanation_B,explanation_C,explanation_D,explanation_E,references,image_url,status';
const csvRow = (key: string, overrides: Partial<Record<'exam' | 'stem' | 'C' | 'answer' | 'references' | 'status', string>> = {}) => {
  const q = question(key);
  const cells = [
    key,
    overrides.exam ?? 'mrcp-1',
    q.topic,
    overrides.stem ?? q.stem,
    q.options.A,
    q.options.B,
    overrides.C ?? q.options.C,
    q.options.D,
    q.options.E,
    overrides.answer ?? q.answer,
    q.explanation,
    ...Object.values(q.optionExplanations),
    overrides.references ?? '',
    '',
    overrides.status ?? '',
  ];
  return cells.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',');
};

describe('readCsvQuestions', () => {
  it('should map the columns onto a question, with references split on " | "', () => {
    const { rows, bad } = readCsvQuestions(`${HEADER}\n${csvRow('q-001', { references: 'NICE NG185 | ESC 2023 ACS' })}\n`);
    expect(bad).toEqual([]);
    const valid = validateRows(rows);
    expect(valid.bad).toEqual([]);
    expect(valid.valid[0]).toEqual({
      line: 2,
      question: expect.objectContaining({ key: 'q-001', exam: 'mrcp-1', answer: 'B', references: ['NICE NG185', 'ESC 2023 ACS'], status: 'live', sample: false }),
    });
    expect(valid.valid[0].question.options.C).toBe('Troponin');
    expect(valid.valid[0].question.optionExplanations.E).toBe('Unsafe.');
  });

  it('should number rows by the physical line they start on, across quoted line breaks', () => {
    const multiLine = 'A 67-year-old man has chest pain.\nHis ECG shows "ST elevation" in V1–V4.\nWhat next?';
    const text = [HEADER, csvRow('q-001', { stem: multiLine }), csvRow('q-002', { answer: 'F' })].join('\r\n');
    const { valid, bad } = validateRows(readCsvQuestions(text).rows);
    expect(valid.map((v) => v.line)).toEqual([2]);
    expect(valid[0].question.stem).toBe(multiLine);
    expect(bad).toEqual([{ line: 5, reason: 'answer must be one of A, B, C, D or E' }]);
  });

  it('should say which field is wrong in the words of the question rules', () => {
    const text = [HEADER, csvRow('q-001', { C: '' }), csvRow('q-002', { status: 'published' }), csvRow('Bad Key')].join('\n');
    expect(validateRows(readCsvQuestions(text).rows).bad).toEqual([
      { line: 2, reason: 'option C is required' },
      { line: 3, reason: expect.stringMatching(/^status: /) },
      { line: 4, reason: 'key must be 3–81 lower-case letters, digits and dashes' },
    ]);
  });

  it('should refuse a record with the wrong number of fields and a key used twice', () => {
    const text = [HEADER, csvRow('q-001'), 'q-002,mrcp-1,too,short', csvRow('q-001')].join('\n');
    const read = readCsvQuestions(text);
    expect(read.bad).toEqual([{ line: 3, reason: 'has 4 fields where the header has 19' }]);
    expect(validateRows(read.rows).bad).toEqual([{ line: 4, reason: "key 'q-001' is already used on line 2" }]);
  });

  it('should refuse a header with an unknown or missing column as a whole', () => {
    expect(() => readCsvQuestions(`${HEADER},difficulty\n`)).toThrow(/unknown column 'difficulty'/);
    expect(() => readCsvQuestions('key,exam,topic\n')).toThrow(/missing columns 'stem', 'A'/);
    expect(() => readCsvQuestions('')).toThrow(ImportFileError);
  });

  it('should accept the optional columns being left out and header names in any case', () => {
    const header = HEADER.split(',').slice(0, 16).map((h) => h.toUpperCase()).join(',');
    const row = csvRow('q-001').split(',').slice(0, 16).join(',');
    const { valid } = validateRows(readCsvQuestions(`${header}\n${row}`).rows);
    expect(valid).toHaveLength(1);
  });
});

describe('readJsonQuestions', () => {
  it('should apply the file exam to each question and report the line each question starts on', () => {
    const text = JSON.stringify({ exam: 'mrcp-1', questions: [question('q-001'), question('q-002', { answer: 'F' }), 42] }, null, 2);
    const read = readJsonQuestions(text);
    const lines = text.split('\n');
    const startOf = (n: number) => lines.findIndex((l, i) => i > 0 && l === '    {' && lines.slice(0, i).filter((x) => x === '    {').length === n) + 1;
    expect(read.bad).toEqual([{ line: lines.indexOf('    42') + 1, reason: 'expected a question object, found number' }]);
    const { valid, bad } = validateRows(read.rows);
    expect(valid).toEqual([{ line: startOf(0), question: expect.objectContaining({ key: 'q-001', exam: 'mrcp-1' }) }]);
    expect(bad).toEqual([{ line: startOf(1), reason: 'answer must be one of A, B, C, D or E' }]);
  });

  it('should read a plain array whose questions name their exam, on one line or several', () => {
    const text = `[${JSON.stringify(question('q-001', { exam: 'mrcp-1' }))},\n\n  ${JSON.stringify(question('q-002', { exam: 'msra', extra: '}]"\\"' }))}]`;
    const { valid, bad } = validateRows(readJsonQuestions(text).rows);
    expect(valid.map((v) => [v.line, v.question.exam])).toEqual([[1, 'mrcp-1']]);
    expect(bad).toEqual([{ line: 3, reason: 'Unrecognized key: "extra"' }]);
  });

  it('should refuse a question naming another exam than the file', () => {
    const read = readJsonQuestions(JSON.stringify({ exam: 'mrcp-1', questions: [question('q-001', { exam: 'msra' })] }));
    expect(read.bad).toEqual([{ line: 1, reason: "exam 'msra' differs from the file's exam 'mrcp-1'" }]);
  });

  it('should refuse text that is not JSON, or JSON that holds no questions, with the line', () => {
    expect(() => readJsonQuestions('[\n{"key": 1,}\n]')).toThrow(/not valid JSON \(line 2\)/);
    expect(() => readJsonQuestions('{"exam": "mrcp-1"}')).toThrow(/expected an array of questions/);
  });
});

describe('readQuestionFile', () => {
  it('should choose the reader by extension and refuse others', () => {
    expect(readQuestionFile('bank.JSON', '[]')).toEqual({ rows: [], bad: [] });
    expect(() => readQuestionFile('bank.xlsx', '')).toThrow(/expected a .json or .csv file/);
  });
});
