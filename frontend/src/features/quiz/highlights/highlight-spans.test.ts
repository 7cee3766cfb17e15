import { describe, expect, it } from 'vitest';
import { addSpan, removeSpan, segments } from './highlight-spans';

describe('highlight spans', () => {
  it('merges overlapping and touching spans and keeps them in order', () => {
    expect(addSpan([[10, 20]], [0, 5])).toEqual([
      [0, 5],
      [10, 20],
    ]);
    expect(addSpan([[10, 20]], [15, 30])).toEqual([[10, 30]]);
    expect(addSpan([[10, 20]], [20, 25])).toEqual([[10, 25]]);
    expect(
      addSpan(
        [
          [0, 4],
          [10, 20],
        ],
        [2, 12],
      ),
    ).toEqual([[0, 20]]);
    expect(addSpan([[1, 2]], [5, 5])).toEqual([[1, 2]]);
  });

  it('removes one span', () => {
    expect(
      removeSpan(
        [
          [0, 4],
          [10, 20],
        ],
        [10, 20],
      ),
    ).toEqual([[0, 4]]);
  });

  it('cuts a text into plain and highlighted pieces', () => {
    expect(segments('chest pain at rest', [[6, 10]])).toEqual([
      { text: 'chest ', span: null },
      { text: 'pain', span: [6, 10] },
      { text: ' at rest', span: null },
    ]);
    expect(segments('abc', [[0, 99]])).toEqual([{ text: 'abc', span: [0, 99] }]);
    expect(segments('', [])).toEqual([{ text: '', span: null }]);
  });
});
