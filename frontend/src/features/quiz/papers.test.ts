import { describe, expect, it } from 'vitest';
import { groupByPaper, paperBreakAfter, paperName, paperOf, papersUnderWay, pendingPaperBreak } from './papers';

const PAPERS = [
  { title: 'Professional Dilemmas', questionIds: ['a', 'b'], timeLimitMs: 60_000 },
  { title: 'Clinical Problem Solving', questionIds: ['c', 'd', 'e'], timeLimitMs: 90_000 },
];

describe('paperOf', () => {
  it('finds the paper of a question and its place in it', () => {
    expect(paperOf(PAPERS, 'd')).toMatchObject({ paperIndex: 1, indexInPaper: 1, isFirstOfPaper: false, isLastOfPaper: false });
    expect(paperOf(PAPERS, 'c')).toMatchObject({ paperIndex: 1, isFirstOfPaper: true });
  });

  it('gives null without papers or for a question in none', () => {
    expect(paperOf(null, 'a')).toBeNull();
    expect(paperOf(PAPERS, 'z')).toBeNull();
  });
});

describe('paperBreakAfter', () => {
  it('breaks after the last question of a paper that another follows', () => {
    expect(paperBreakAfter(PAPERS, 'b')).toEqual({ completed: 1, totalPapers: 2, nextNumber: 2, next: PAPERS[1] });
  });

  it('does not break inside a paper, after the last paper, or in a session without papers', () => {
    expect(paperBreakAfter(PAPERS, 'a')).toBeNull();
    expect(paperBreakAfter(PAPERS, 'e')).toBeNull();
    expect(paperBreakAfter(null, 'b')).toBeNull();
    expect(paperBreakAfter([PAPERS[0]], 'b')).toBeNull();
  });
});

describe('paperName', () => {
  it('numbers a paper unless its title already does', () => {
    expect(paperName(PAPERS[1], 2)).toBe('Paper 2: Clinical Problem Solving');
    expect(paperName({ title: 'Paper 2: Principles of Surgery' }, 2)).toBe('Paper 2: Principles of Surgery');
    expect(paperName({ title: 'Paper 1' }, 1)).toBe('Paper 1');
  });
});

describe('groupByPaper', () => {
  const questions = ['e', 'a', 'z', 'c', 'b'].map((id) => ({ id }));

  it('groups questions by paper in the papers’ order, those in none last', () => {
    expect(groupByPaper(PAPERS, questions)).toEqual([
      { title: 'Paper 1: Professional Dilemmas', questions: [{ id: 'a' }, { id: 'b' }] },
      { title: 'Paper 2: Clinical Problem Solving', questions: [{ id: 'e' }, { id: 'c' }] },
      { title: null, questions: [{ id: 'z' }] },
    ]);
  });

  it('keeps one untitled group without papers, and leaves out an empty paper', () => {
    expect(groupByPaper(null, questions)).toEqual([{ title: null, questions }]);
    expect(groupByPaper(PAPERS, [{ id: 'c' }])).toEqual([{ title: 'Paper 2: Clinical Problem Solving', questions: [{ id: 'c' }] }]);
  });
});

describe('pendingPaperBreak', () => {
  it('holds the first question of a later paper back until that paper is started', () => {
    expect(pendingPaperBreak(PAPERS, 'c', new Set())).toEqual({ completed: 1, totalPapers: 2, nextNumber: 2, next: PAPERS[1] });
    expect(pendingPaperBreak(PAPERS, 'd', new Set())).toMatchObject({ nextNumber: 2 });
    expect(pendingPaperBreak(PAPERS, 'c', new Set([1]))).toBeNull();
  });

  it('never holds back the first paper or a session without papers', () => {
    expect(pendingPaperBreak(PAPERS, 'a', new Set())).toBeNull();
    expect(pendingPaperBreak(null, 'c', new Set())).toBeNull();
  });
});

describe('papersUnderWay', () => {
  it('counts a paper as started once one of its questions is answered', () => {
    expect(papersUnderWay(PAPERS, ['a', 'd', 'z'])).toEqual(new Set([0, 1]));
    expect(papersUnderWay(null, ['a'])).toEqual(new Set());
  });
});
