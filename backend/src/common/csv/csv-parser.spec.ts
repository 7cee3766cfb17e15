import { parseCsv } from './csv-parser';

describe('parseCsv', () => {
  it('should split plain records and fields', () => {
    expect(parseCsv('a,b,c\n1,2,3\n')).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['1', '2', '3'] },
    ]);
  });

  it('should accept CRLF, LF and a lone CR as record ends', () => {
    expect(parseCsv('a\r\nb\nc\rd').map((r) => [r.line, r.fields[0]])).toEqual([
      [1, 'a'],
      [2, 'b'],
      [3, 'c'],
      [4, 'd'],
    ]);
  });

  it('should keep commas, doubled quotes and line breaks inside quoted fields', () => {
    const records = parseCsv('key,text\nq1,"He said ""stop"", then left"\nq2,"line one\r\nline two"\n');
    expect(records[1].fields).toEqual(['q1', 'He said "stop", then left']);
    expect(records[2].fields).toEqual(['q2', 'line one\nline two']);
  });

  it('should number each record by the physical line it starts on', () => {
    const text = 'h1,h2\n"a\nb\nc",x\n\nlast,"y"\n';
    expect(parseCsv(text).map((r) => r.line)).toEqual([1, 2, 6]);
  });

  it('should keep empty fields, including a trailing one', () => {
    expect(parseCsv('a,,c,\n""').map((r) => r.fields)).toEqual([['a', '', 'c', ''], ['']]);
  });

  it('should skip a byte-order mark and blank lines', () => {
    expect(parseCsv('\uFEFFkey\n\n\r\nv\n')).toEqual([
      { line: 1, fields: ['key'] },
      { line: 4, fields: ['v'] },
    ]);
  });

  it('should flag a quoted field that is never closed with the line it opened on', () => {
    const [, bad] = parseCsv('a,b\n1,"open\n2,3\n');
    expect(bad.line).toBe(2);
    expect(bad.error).toBe('a quoted field opened on line 2 is never closed');
  });

  it('should flag text after a closing quote', () => {
    const [record] = parseCsv('"abc"def,x');
    expect(record.error).toMatch(/unexpected text after a closing quote/);
    expect(record.fields).toEqual(['abcdef', 'x']);
  });
});
