// Spreadsheets run a cell that starts with one of these as a formula when the file is opened
// (OWASP "CSV injection"): `=HYPERLINK(...)` in an option would become a live link in an editor's Excel.
// ASVS 5.0 1.2.10 adds the NUL character to OWASP's list.
const FORMULA_START = /^'*[=+\-@\t\r\0]/;
const NEUTRALISED = /^'+[=+\-@\t\r\0]/;

/**
 * The text as an exported cell: one that a spreadsheet would read as a formula gets a leading `'`
 * (the OWASP rule; '-5 mmol/L' gets it too). Texts that already start with quotes before such a
 * character get one more, so that `textOfCsvCell` gives every text back exactly.
 */
export function csvCellOfText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The text of an imported cell: undoes `csvCellOfText`; a leading `'` before anything else is the text's own. */
export function textOfCsvCell(cell: string): string {
  return NEUTRALISED.test(cell) ? cell.slice(1) : cell;
}
