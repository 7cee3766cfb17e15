import { isRecord } from '@medprep/shared';

/** A table of the statistics' `parts`, whatever its shape: a list of rows, or a map of part → figure(s). */
export interface PartsTable {
  columns: string[];
  rows: string[][];
}

const cell = (value: unknown): string => {
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : value.toFixed(2);
  if (value === null || value === undefined) return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

export function partsTable(parts: unknown): PartsTable | null {
  if (Array.isArray(parts)) {
    if (parts.length === 0) return null;
    const columns = [...new Set(parts.flatMap((row) => (isRecord(row) ? Object.keys(row) : ['value'])))];
    return { columns, rows: parts.map((row) => columns.map((column) => cell(isRecord(row) ? row[column] : row))) };
  }
  if (!isRecord(parts)) return null;
  const entries = Object.entries(parts);
  if (entries.length === 0) return null;
  if (entries.every(([, value]) => isRecord(value))) {
    const columns = [...new Set(entries.flatMap(([, value]) => Object.keys(value as Record<string, unknown>)))];
    return {
      columns: ['part', ...columns],
      rows: entries.map(([part, value]) => [part, ...columns.map((column) => cell((value as Record<string, unknown>)[column]))]),
    };
  }
  return { columns: ['part', 'value'], rows: entries.map(([part, value]) => [part, cell(value)]) };
}
