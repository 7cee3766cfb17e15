import { describe, expect, it, vi } from 'vitest';
import { findExamBySlug } from './find-exam';

const exams = [
  { id: '1', slug: 'msra' },
  { id: '2', slug: 'mrcp-1' },
];

describe('findExamBySlug', () => {
  it('finds the exam with the slug', () => {
    const warn = vi.fn();
    expect(findExamBySlug(exams, 'mrcp-1', warn)).toEqual({ id: '2', slug: 'mrcp-1' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns instead of throwing when no exam has the slug', () => {
    const warn = vi.fn();
    expect(findExamBySlug(exams, 'banana', warn)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('No exam found for slug: banana');
  });
});
