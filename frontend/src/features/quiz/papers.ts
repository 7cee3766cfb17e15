import type { SessionPaper } from './quiz-types';

export interface PaperPlace {
  /** From 0. */
  paperIndex: number;
  paper: SessionPaper;
  /** The question's place within its paper, from 0. */
  indexInPaper: number;
  isFirstOfPaper: boolean;
  isLastOfPaper: boolean;
}

/** Which paper a question is in, and where in it; null for a session without papers or a question in none. */
export function paperOf(papers: readonly SessionPaper[] | null, questionId: string): PaperPlace | null {
  if (!papers) return null;
  for (const [paperIndex, paper] of papers.entries()) {
    const indexInPaper = paper.questionIds.indexOf(questionId);
    if (indexInPaper >= 0) {
      return { paperIndex, paper, indexInPaper, isFirstOfPaper: indexInPaper === 0, isLastOfPaper: indexInPaper === paper.questionIds.length - 1 };
    }
  }
  return null;
}

export interface PaperBreakInfo {
  /** The paper just finished, from 1. */
  completed: number;
  totalPapers: number;
  /** The paper that starts after the break, from 1. */
  nextNumber: number;
  next: SessionPaper;
}

/**
 * The break to show on leaving `questionId` forwards: when it is the last question of a paper that
 * another paper follows; null otherwise (and always for a session without papers).
 */
export function paperBreakAfter(papers: readonly SessionPaper[] | null, questionId: string): PaperBreakInfo | null {
  const place = paperOf(papers, questionId);
  if (!papers || !place || !place.isLastOfPaper) return null;
  const next = papers[place.paperIndex + 1];
  if (!next) return null;
  return { completed: place.paperIndex + 1, totalPapers: papers.length, nextNumber: place.paperIndex + 2, next };
}

/** The name of a paper with its number: "Paper 2: Clinical Problem Solving", or the title where it already says "Paper 2…". */
export function paperName(paper: Pick<SessionPaper, 'title'>, number: number): string {
  return /^paper\b/i.test(paper.title.trim()) ? paper.title : `Paper ${number}: ${paper.title}`;
}

export interface PaperGroup<Q> {
  /** Null for the questions in no paper (and for every question of a session without papers). */
  title: string | null;
  questions: Q[];
}

/**
 * The questions grouped by paper in the papers' order, keeping each question's own order within;
 * questions in no paper come last, untitled. Without papers: one untitled group.
 */
export function groupByPaper<Q extends { id: string }>(papers: readonly SessionPaper[] | null, questions: readonly Q[]): PaperGroup<Q>[] {
  if (!papers || papers.length === 0) return [{ title: null, questions: [...questions] }];
  const groups: PaperGroup<Q>[] = papers.map((paper, i) => ({ title: paperName(paper, i + 1), questions: [] }));
  const rest: Q[] = [];
  for (const question of questions) {
    const place = paperOf(papers, question.id);
    if (place) groups[place.paperIndex].questions.push(question);
    else rest.push(question);
  }
  return [...groups.filter((g) => g.questions.length > 0), ...(rest.length > 0 ? [{ title: null, questions: rest }] : [])];
}

/**
 * The break to show before `questionId`: when it is in a paper after the first that has not been
 * started (`started` holds the indexes of papers started, from 0; the first needs no start).
 */
export function pendingPaperBreak(papers: readonly SessionPaper[] | null, questionId: string, started: ReadonlySet<number>): PaperBreakInfo | null {
  const place = paperOf(papers, questionId);
  if (!papers || !place || place.paperIndex === 0 || started.has(place.paperIndex)) return null;
  return { completed: place.paperIndex, totalPapers: papers.length, nextNumber: place.paperIndex + 1, next: place.paper };
}

/** The indexes of the papers in which a question has been answered: those are under way. */
export function papersUnderWay(papers: readonly SessionPaper[] | null, answeredIds: Iterable<string>): Set<number> {
  const started = new Set<number>();
  for (const id of answeredIds) {
    const place = paperOf(papers, id);
    if (place) started.add(place.paperIndex);
  }
  return started;
}
