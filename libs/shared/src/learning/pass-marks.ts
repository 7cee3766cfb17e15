/** A pass mark published as a percentage of the raw marks, with where it comes from. */
export interface PassMark {
  percent: number;
  source: string;
}

// Only exams whose pass mark is published as raw marks are listed. MRCP(UK) reports a scaled score
// (pass at 540) and UKMLA, MSRA and others set or rank per sitting without a raw figure to quote.
const PASS_MARKS: Readonly<Record<string, PassMark>> = {
  'mrcgp-akt': {
    percent: 69.5,
    source: 'RCGP AKT feedback report, AKT 48 (April 2023): pass mark 139 of 200 (69.5 %); the mark is set afresh for each sitting.',
  },
};

/** The exam's published pass mark, or null where none is published. */
export function passMarkOf(exam: string): PassMark | null {
  return Object.prototype.hasOwnProperty.call(PASS_MARKS, exam) ? PASS_MARKS[exam] : null;
}
