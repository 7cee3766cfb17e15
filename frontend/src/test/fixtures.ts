import type { Exam } from '@medprep/shared';

const category = (slug: string, label: string) => ({ id: `cat-${slug}`, slug, label });

const exam = (slug: string, title: string, cat: Exam['category']): Exam => ({
  id: `exam-${slug}`,
  slug,
  title,
  description: `Practice questions for ${title}.`,
  category: cat,
});

const medicine = category('medicine', 'Medicine');
const students = category('students', 'Medical School');
const surgery = category('surgery', 'Surgery');
const general = category('general-practice', 'General Practice');

/** A small catalogue: four categories, deliberately out of alphabetical order. */
export const EXAMS: Exam[] = [
  exam('mrcp-1', 'MRCP Part 1', medicine),
  exam('ms-1-3', 'Med Student Years 1-3', students),
  exam('mrcs-a', 'MRCS Part A', surgery),
  exam('mrcp-2', 'MRCP Part 2', medicine),
  exam('ms-finals', 'Med Student Finals', students),
  exam('mrcgp-akt', 'MRCGP AKT', general),
  exam('msra', 'MSRA', general),
];
