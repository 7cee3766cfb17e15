import { diffLines } from 'diff';

export interface DiffLine {
  kind: 'added' | 'removed' | 'same';
  text: string;
}

const pretty = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The line diff of two records as pretty JSON (keys in the order each record has them). */
export function versionDiff(from: unknown, to: unknown): DiffLine[] {
  return diffLines(pretty(from), pretty(to)).flatMap((change) => {
    const kind = change.added ? 'added' : change.removed ? 'removed' : 'same';
    return change.value
      .replace(/\n$/, '')
      .split('\n')
      .map((text) => ({ kind, text }) as DiffLine);
  });
}

export const diffCounts = (lines: readonly DiffLine[]) => ({
  added: lines.filter((line) => line.kind === 'added').length,
  removed: lines.filter((line) => line.kind === 'removed').length,
});
