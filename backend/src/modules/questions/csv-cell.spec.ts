import fc from 'fast-check';
import { csvCellOfText, textOfCsvCell } from './csv-cell';

describe('csvCellOfText', () => {
  it.each(['=HYPERLINK("https://evil.test","Click")', '+1+2', '-5 mmol/L', '@SUM(A1:A2)', '\t=1+1', '\r=1+1', '\0=1+1'])('should prefix %j with a quote', (text) => {
    expect(csvCellOfText(text)).toBe(`'${text}`);
  });

  it('should leave text that starts otherwise as it is', () => {
    for (const text of ['Aspirin', '', ' =1', '5 - 3', "'quoted", 'a=b']) expect(csvCellOfText(text)).toBe(text);
  });

  it('should prefix text whose own leading quotes come before a formula character, so it reads back whole', () => {
    expect(csvCellOfText("'=1+1")).toBe("''=1+1");
    expect(textOfCsvCell("''=1+1")).toBe("'=1+1");
  });
});

describe('textOfCsvCell', () => {
  it('should take a neutralised cell back to its text', () => {
    expect(textOfCsvCell(`'=HYPERLINK("x")`)).toBe('=HYPERLINK("x")');
    expect(textOfCsvCell("'-5 mmol/L")).toBe('-5 mmol/L');
  });

  it("should keep a leading quote that neutralises nothing: it is the author's", () => {
    expect(textOfCsvCell("'Tis the season")).toBe("'Tis the season");
    expect(textOfCsvCell('=1+1')).toBe('=1+1');
  });

  it('should give back every text it wrote, and write no cell a spreadsheet would run', () => {
    const text = fc.string({ unit: fc.constantFrom("'", '=', '+', '-', '@', '\t', '\r', '\0', 'a', ' ', '1'), maxLength: 12 });
    fc.assert(
      fc.property(text, (t) => {
        const cell = csvCellOfText(t);
        expect(textOfCsvCell(cell)).toBe(t);
        expect(cell).not.toMatch(/^[=+\-@\t\r\0]/);
      }),
    );
  });
});
