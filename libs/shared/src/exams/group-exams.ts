export interface ExamGroup<T> {
  label: string;
  exams: T[];
}

/** Exams grouped by their category label; groups sorted alphabetically, exams keep their order. */
export function groupExamsByCategory<T extends { category: { label: string } }>(exams: readonly T[]): ExamGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const exam of exams) {
    const list = groups.get(exam.category.label) ?? [];
    list.push(exam);
    groups.set(exam.category.label, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en-GB'))
    .map(([label, list]) => ({ label, exams: list }));
}

/**
 * Splits groups into two columns of about equal height (a heading counts as one row; on a tie the
 * first column is the taller), keeping
 * the alphabetical order reading down the first column, then the second.
 */
export function splitGroupsIntoColumns<T>(groups: readonly ExamGroup<T>[]): [ExamGroup<T>[], ExamGroup<T>[]] {
  const weight = (g: ExamGroup<T>) => g.exams.length + 1;
  const total = groups.reduce((sum, g) => sum + weight(g), 0);
  let best = 0;
  let bestDiff = Infinity;
  let running = 0;
  for (let cut = 0; cut <= groups.length; cut++) {
    const diff = Math.abs(total - 2 * running);
    if (diff <= bestDiff) {
      bestDiff = diff;
      best = cut;
    }
    if (cut < groups.length) running += weight(groups[cut]);
  }
  return [groups.slice(0, best), groups.slice(best)];
}
