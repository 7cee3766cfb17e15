export interface CsvRecord {
  /** The physical line (1-based) on which the record starts. */
  line: number;
  fields: string[];
  /** Set when the record breaks RFC 4180 (its fields are then only a best guess). */
  error?: string;
}

/**
 * Parses CSV text as RFC 4180 describes it: comma-separated fields, records ended by CRLF (LF and a
 * lone CR are accepted too), fields optionally in double quotes, a quote inside a quoted field
 * written twice, and commas and line breaks allowed inside quotes. A leading byte-order mark and
 * blank lines are skipped. Each record keeps the line it starts on, so that errors can point to it.
 */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let line = 1;
  let i = 0;

  const atLineBreak = (at: number) => input[at] === '\n' || input[at] === '\r';
  /** Consumes one line break at `i` (CRLF counts once) and counts it. */
  const consumeLineBreak = () => {
    if (input[i] === '\r' && input[i + 1] === '\n') i++;
    i++;
    line++;
  };

  while (i < input.length) {
    if (atLineBreak(i)) {
      consumeLineBreak();
      continue;
    }
    const record: CsvRecord = { line, fields: [] };
    let endOfRecord = false;
    while (!endOfRecord) {
      let field = '';
      if (input[i] === '"') {
        const openedOn = line;
        i++;
        let closed = false;
        while (i < input.length) {
          const ch = input[i];
          if (ch === '"') {
            if (input[i + 1] === '"') {
              field += '"';
              i += 2;
              continue;
            }
            i++;
            closed = true;
            break;
          }
          if (ch === '\r' || ch === '\n') {
            // A line break inside quotes is part of the field (normalised to \n) but still a physical line.
            field += '\n';
            consumeLineBreak();
            continue;
          }
          field += ch;
          i++;
        }
        if (!closed) record.error ??= `a quoted field opened on line ${openedOn} is never closed`;
        // RFC 4180 allows nothing between a closing quote and the next comma or line break.
        let stray = '';
        while (i < input.length && input[i] !== ',' && !atLineBreak(i)) stray += input[i++];
        if (stray) {
          record.error ??= `unexpected text after a closing quote: ${JSON.stringify(stray.slice(0, 20))}`;
          field += stray;
        }
      } else {
        while (i < input.length && input[i] !== ',' && !atLineBreak(i)) field += input[i++];
      }
      record.fields.push(field);
      if (input[i] === ',') {
        i++;
      } else {
        if (i < input.length) consumeLineBreak();
        endOfRecord = true;
      }
    }
    records.push(record);
  }
  return records;
}
