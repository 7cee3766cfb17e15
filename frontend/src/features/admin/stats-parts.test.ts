import { describe, expect, it } from 'vitest';
import { partsTable } from './stats-parts';

describe('partsTable', () => {
  it('makes a row per part of a map of figures, a column per figure', () => {
    expect(partsTable({ A: { chosen: 0.1, discrimination: -0.05 }, B: { chosen: 0.7 } })).toEqual({
      columns: ['part', 'chosen', 'discrimination'],
      rows: [
        ['A', '0.10', '-0.05'],
        ['B', '0.70', '—'],
      ],
    });
  });

  it('takes a list of rows and a map of single figures', () => {
    expect(partsTable([{ key: 'A', chosen: 3 }])).toEqual({ columns: ['key', 'chosen'], rows: [['A', '3']] });
    expect(partsTable({ A: 0.25 })).toEqual({ columns: ['part', 'value'], rows: [['A', '0.25']] });
  });

  it('has no table for no parts', () => {
    expect(partsTable({})).toBeNull();
    expect(partsTable([])).toBeNull();
    expect(partsTable(null)).toBeNull();
  });
});
