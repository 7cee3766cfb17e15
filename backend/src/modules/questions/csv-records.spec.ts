import { CsvSyntaxError, readCsvRecords } from './csv-records';

describe('readCsvRecords', () => {
  it('should split plain records and fields', () => {
    expect(readCsvRecords('a,b,c\n1,2,3\n')).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['1', '2', '3'] },
    ]);
  });

  it('should accept CRLF, LF and a lone CR as record ends', () => {
    expect(readCsvRecords('a\r\nb\nc\rd').map((r) => [r.line, r.fields[0]])).toEqual([
      [1, 'a'],
      [2, 'b'],
      [3, 'c'],
      [4, 'd'],
    ]);
  });

  it('should keep commas, doubled quotes and line breaks inside quoted fields', () => {
    const records = readCsvRecords('key,text\nq1,"He said ""stop"", then left"\nq2,"line one\r\nline two"\n');
    expect(records[1].fields).toEqual(['q1', 'He said "stop", then left']);
    expect(records[2].fields).toEqual(['q2', 'line one\nline two']);
  });

  it('should number each record by the physical line it starts on', () => {
    const text = 'h1,h2\n"a\nb\nc",x\n\nlast,"y"\n';
    expect(readCsvRecords(text).map((r) => r.line)).toEqual([1, 2, 6]);
    expect(readCsvRecords('h\r\n"a\r\nb"\r\n\r\n\r\nc').map((r) => r.line)).toEqual([1, 2, 6]);
  });

  it('should keep empty fields, including a trailing one', () => {
    expect(readCsvRecords('a,,c,\n""').map((r) => r.fields)).toEqual([['a', '', 'c', ''], ['']]);
  });

  it('should keep records whose field count differs, for the caller to report', () => {
    expect(readCsvRecords('a,b\n1\n1,2,3').map((r) => r.fields.length)).toEqual([2, 1, 3]);
  });

  it('should skip a byte-order mark and blank lines', () => {
    expect(readCsvRecords('\uFEFFkey\n\n\r\nv\n')).toEqual([
      { line: 1, fields: ['key'] },
      { line: 4, fields: ['v'] },
    ]);
  });

  const syntaxError = (text: string) => {
    try {
      readCsvRecords(text);
    } catch (error) {
      return error instanceof CsvSyntaxError ? { line: error.line, reason: error.message } : error;
    }
    throw new Error('expected a CsvSyntaxError');
  };

  it('should refuse a quoted field that is never closed, naming the line its record starts on', () => {
    expect(syntaxError('a,b\n1,"open\n2,3\n')).toEqual({ line: 2, reason: 'a quoted field is never closed' });
  });

  it('should refuse text after a closing quote, naming the line', () => {
    expect(syntaxError('a,b\n\n"abc"def,x\nc,d\n')).toEqual({ line: 3, reason: 'unexpected text after a closing quote' });
  });
});
