import { examPapers, type ItemType, type PaperFormat, type PlannedPaper, type TypeCounts } from '@medprep/shared';

const TYPE_WORDS: Record<ItemType, string> = {
  sba: 'single best answer',
  mtf: 'multiple true/false',
  emq: 'extended matching',
  ranking: 'ranking',
  choose: 'choose 3 of 8',
  numeric: 'numeric',
};

/** "1 hour 35 minutes", "3 hours", "46 minutes". */
export function minutesText(minutes: number): string {
  const whole = Math.round(minutes);
  const h = Math.floor(whole / 60);
  const m = whole % 60;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  return [h > 0 ? part(h, 'hour') : null, m > 0 || h === 0 ? part(m, 'minute') : null].filter(Boolean).join(' ');
}

/** "34 ranking and 16 choose 3 of 8", or "all single best answer" for a paper of one type. */
export function typeCountsText(counts: TypeCounts): string {
  const entries = (Object.entries(counts) as Array<[ItemType, number]>).filter(([, n]) => n > 0);
  if (entries.length === 1) return `all ${TYPE_WORDS[entries[0][0]]}`;
  const parts = entries.map(([type, n]) => `${n} ${TYPE_WORDS[type]}`);
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

const questions = (n: number) => `${n} ${n === 1 ? 'question' : 'questions'}`;

/** "Professional Dilemmas (50 questions in 1 hour 35 minutes: 34 ranking and 16 choose 3 of 8)". */
export function paperText(paper: Pick<PaperFormat, 'title' | 'items' | 'minutes' | 'counts'>): string {
  const counts = typeCountsText(paper.counts);
  return `${paper.title} (${questions(paper.items)} in ${minutesText(paper.minutes)}${counts.startsWith('all ') ? `, ${counts}` : `: ${counts}`})`;
}

/** A planned mock paper in the same words, with its time from the plan. */
export function plannedPaperText(paper: PlannedPaper): string {
  return paperText({ title: paper.title, items: paper.items, minutes: paper.timeLimitMs / 60_000, counts: paper.counts });
}

export interface ExamPapersText {
  /** One line per real paper. */
  papers: string[];
  isDefault: boolean;
  /** The real exam's pace, in whole seconds per question, across its papers. */
  secondsPerQuestion: number;
}

/** The real papers of an exam in words (EMQ counted in stems, as the colleges count items). */
export function examPapersText(exam: string): ExamPapersText {
  const { papers, isDefault } = examPapers(exam);
  const items = papers.reduce((sum, p) => sum + p.items, 0);
  const minutes = papers.reduce((sum, p) => sum + p.minutes, 0);
  return { papers: papers.map(paperText), isDefault, secondsPerQuestion: Math.round((minutes * 60) / Math.max(1, items)) };
}

/** The papers joined into one sentence: "A, then B." */
export function joinPapers(lines: readonly string[]): string {
  return `${lines.join(', then ')}.`;
}
