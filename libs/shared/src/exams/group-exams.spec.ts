import { describe, expect, it } from 'vitest';
import { groupExamsByCategory, splitGroupsIntoColumns } from './group-exams';

const exam = (slug: string, label: string) => ({ slug, category: { label } });

describe('groupExamsByCategory', () => {
  it('groups exams under their category label, groups in alphabetical order', () => {
    const groups = groupExamsByCategory([
      exam('mrcs-a', 'Surgery'),
      exam('mrcp-1', 'Medicine'),
      exam('frca-1', 'Anaesthetics'),
      exam('mrcp-2', 'Medicine'),
    ]);
    expect(groups.map((g) => g.label)).toEqual(['Anaesthetics', 'Medicine', 'Surgery']);
    expect(groups[1].exams.map((e) => e.slug)).toEqual(['mrcp-1', 'mrcp-2']);
  });

  it('returns no groups for no exams', () => {
    expect(groupExamsByCategory([])).toEqual([]);
  });
});

describe('splitGroupsIntoColumns', () => {
  it('balances rows between the two columns, the first column taller on a tie', () => {
    const groups = groupExamsByCategory([
      exam('a1', 'A'),
      exam('a2', 'A'),
      exam('a3', 'A'),
      exam('b1', 'B'),
      exam('c1', 'C'),
      exam('d1', 'D'),
    ]);
    const [left, right] = splitGroupsIntoColumns(groups);
    expect(left.map((g) => g.label)).toEqual(['A', 'B']);
    expect(right.map((g) => g.label)).toEqual(['C', 'D']);
  });

  it('puts a single group in the first column', () => {
    const [left, right] = splitGroupsIntoColumns(groupExamsByCategory([exam('x', 'X')]));
    expect(left).toHaveLength(1);
    expect(right).toHaveLength(0);
  });

  it('loses no group', () => {
    const groups = groupExamsByCategory(['A', 'B', 'C', 'D', 'E'].map((l, i) => exam(`e${i}`, l)));
    const [left, right] = splitGroupsIntoColumns(groups);
    expect([...left, ...right]).toEqual(groups);
  });
});
