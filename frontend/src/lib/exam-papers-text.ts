import { examPapers, type ItemType, msPerItemOf, type PaperFormat, type PlannedPaper, type TypeCounts } from '@medprep/shared';

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
  /**
   * The real exam's pace as timed practice keeps it (each item at its type's time, as the server
   * times it): "69 seconds a question", or per type where the papers differ, "114 seconds a
   * ranking or choose 3 of 8 question, 46 seconds a single best answer or extended matching one".
   */
  pace: string;
}

/** Timed practice's pace in words, from the same time per item the server uses (msPerItemOf). */
function paceText(exam: string, papers: readonly PaperFormat[]): string {
  const types = [...new Set(papers.flatMap((p) => (Object.keys(p.counts) as ItemType[]).filter((type) => (p.counts[type] ?? 0) > 0)))];
  const byPace = new Map<number, ItemType[]>();
  for (const type of types) {
    const seconds = Math.round(msPerItemOf(exam, type) / 1000);
    byPace.set(seconds, [...(byPace.get(seconds) ?? []), type]);
  }
  const paces = [...byPace.entries()].sort(([a], [b]) => b - a);
  if (paces.length <= 1) return `${paces[0]?.[0] ?? 72} seconds a question`;
  return paces.map(([seconds, of], i) => `${seconds} seconds ${/^[aeiou]/.test(TYPE_WORDS[of[0]]) ? 'an' : 'a'} ${of.map((type) => TYPE_WORDS[type]).join(' or ')} ${i === 0 ? 'question' : 'one'}`).join(', ');
}

/** The real papers of an exam in words (EMQ counted in stems, as the colleges count items). */
export function examPapersText(exam: string): ExamPapersText {
  const { papers, isDefault } = examPapers(exam);
  return { papers: papers.map(paperText), isDefault, pace: paceText(exam, papers) };
}

/** The papers joined into one sentence: "A, then B." */
export function joinPapers(lines: readonly string[]): string {
  return `${lines.join(', then ')}.`;
}
