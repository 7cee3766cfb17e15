import { Messages } from '../messages/messages';

/** The exam with a slug; a missing exam is only warned about, never thrown. */
export function findExamBySlug<T extends { slug: string }>(
  exams: readonly T[],
  slug: string,
  warn: (message: string) => void = console.warn,
): T | undefined {
  const exam = exams.find((candidate) => candidate.slug === slug);
  if (exam === undefined) warn(Messages.exams.notFoundForSlug(slug));
  return exam;
}
