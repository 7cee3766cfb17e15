import type { ItemType } from './item-types';
import type { Item } from './item.schemas';

/** How many of each type a paper (or a bank) holds; EMQ counts stems, as the colleges count items. */
export type TypeCounts = Partial<Record<ItemType, number>>;

export interface PaperFormat {
  title: string;
  /** Items in the real paper (the sum of `counts`). */
  items: number;
  minutes: number;
  counts: TypeCounts;
}

export interface ExamPapers {
  papers: PaperFormat[];
  /** True where no published format was found and 100 SBA at 72 s stand in. */
  isDefault: boolean;
}

const typesOf = (counts: TypeCounts) => Object.keys(counts) as ItemType[];

const paper = (title: string, minutes: number, counts: TypeCounts): PaperFormat => ({
  title,
  items: Object.values(counts).reduce((sum, n) => sum + n, 0),
  minutes,
  counts,
});
const twoPapers = (minutes: number, counts: TypeCounts): PaperFormat[] => [paper('Paper 1', minutes, counts), paper('Paper 2', minutes, counts)];

const DEFAULT_PAPERS: ExamPapers = { papers: [paper('Paper 1', 120, { sba: 100 })], isDefault: true };

// Where a college gives no split between types, the split here is ours: MSRA Professional Dilemmas
// two ranking items to one choose-3; MRCPCH a quarter EMQ. MRCOG Part 2 counts its EMQs as the
// college does, by stem: 50 SBA and 50 EMQ a paper, which is the 108 s per item of 3 hours.
const EXAM_PAPERS: Readonly<Record<string, ExamPapers>> = {
  'mrcp-1': { papers: twoPapers(180, { sba: 100 }), isDefault: false },
  'mrcp-2': { papers: twoPapers(180, { sba: 100 }), isDefault: false },
  msra: {
    papers: [paper('Professional Dilemmas', 95, { ranking: 34, choose: 16 }), paper('Clinical Problem Solving', 75, { emq: 48, sba: 49 })],
    isDefault: false,
  },
  'mrcgp-akt': { papers: [paper('Applied Knowledge Test', 160, { sba: 160 })], isDefault: false },
  'mrcs-a': {
    papers: [paper('Paper 1: Applied Basic Science', 180, { sba: 180 }), paper('Paper 2: Principles of Surgery', 120, { sba: 120 })],
    isDefault: false,
  },
  'frca-1': { papers: [paper('MCQ', 180, { mtf: 60, sba: 30 })], isDefault: false },
  'mrcem-2': { papers: twoPapers(120, { sba: 90 }), isDefault: false },
  'mrcpch-fop-tas': { papers: [paper('Paper 1', 120, { sba: 75, emq: 25 })], isDefault: false },
  'mrcpch-tas': { papers: [paper('Paper 1', 120, { sba: 75, emq: 25 })], isDefault: false },
  'mrcpsych-a': { papers: [paper('Paper A', 180, { sba: 100, emq: 50 })], isDefault: false },
  'mrcpsych-b': { papers: [paper('Paper B', 180, { sba: 100, emq: 50 })], isDefault: false },
  'mrcog-1': { papers: twoPapers(150, { sba: 100 }), isDefault: false },
  'mrcog-2': { papers: twoPapers(180, { sba: 50, emq: 50 }), isDefault: false },
  'ms-finals': { papers: twoPapers(120, { sba: 100 }), isDefault: false },
};

/** The real papers of an exam, or the default where none is published. */
export function examPapers(exam: string): ExamPapers {
  return Object.prototype.hasOwnProperty.call(EXAM_PAPERS, exam) ? EXAM_PAPERS[exam] : DEFAULT_PAPERS;
}

/**
 * The real time per item of a type in the exam: the rate of the papers that hold the type, weighted
 * by how many of it each holds; a type no paper holds takes the exam's overall rate.
 */
export function msPerItemOf(exam: string, type: ItemType): number {
  const { papers } = examPapers(exam);
  const holding = papers.filter((p) => (p.counts[type] ?? 0) > 0);
  const weight = (p: PaperFormat) => (holding.length > 0 ? p.counts[type] ?? 0 : p.items);
  const from = holding.length > 0 ? holding : papers;
  const total = from.reduce((sum, p) => sum + weight(p), 0);
  return from.reduce((sum, p) => sum + weight(p) * ((p.minutes * 60_000) / p.items), 0) / total;
}

/** A timed practice session's limit: each item at the real time per item of its type (EMQ per stem). */
export function timedPracticeLimitMs(exam: string, items: readonly MockCandidate[]): number {
  return Math.round(items.reduce((sum, item) => sum + (item.units ?? 1) * msPerItemOf(exam, item.type), 0));
}

export interface PlannedPaper {
  title: string;
  counts: TypeCounts;
  /** The sum of `counts`. */
  items: number;
  /** The real paper's time per item, in ms. */
  msPerItem: number;
  timeLimitMs: number;
}

export interface MockPlan {
  exam: string;
  isDefault: boolean;
  papers: PlannedPaper[];
}

/**
 * A mock in the exam's real papers, scaled to the bank when the bank is smaller. Each paper keeps
 * its own types in their proportions and the real time per item; a type two papers share is
 * divided between them by their need. A paper the bank cannot fill with a single item is left out.
 * `bankCounts` counts EMQ in stems.
 */
export function planMockPapers(exam: string, bankCounts: TypeCounts): MockPlan {
  const { papers, isDefault } = examPapers(exam);
  const need: TypeCounts = {};
  for (const p of papers) for (const type of typesOf(p.counts)) need[type] = (need[type] ?? 0) + (p.counts[type] ?? 0);
  const supply = (type: ItemType) => Math.max(0, Math.floor(bankCounts[type] ?? 0));

  const planned = papers.map((p): PlannedPaper => {
    const factor = Math.min(1, ...typesOf(p.counts).map((type) => supply(type) / (need[type] ?? 1)));
    // The small epsilon keeps 34 × (12 / 34) at 12 rather than 11.999….
    const counts = Object.fromEntries(typesOf(p.counts).map((type) => [type, Math.floor((p.counts[type] ?? 0) * factor + 1e-9)])) as TypeCounts;
    const items = Object.values(counts).reduce((sum, n) => sum + n, 0);
    const msPerItem = (p.minutes * 60_000) / p.items;
    return { title: p.title, counts, items, msPerItem, timeLimitMs: Math.round(items * msPerItem) };
  });
  return { exam, isDefault, papers: planned.filter((p) => p.items > 0) };
}

/**
 * The plan cut to at most `maxItems` items in all (a trial's short mock), each paper keeping its
 * proportions and its time per item.
 */
export function capMockPlan(plan: MockPlan, maxItems: number): MockPlan {
  const total = plan.papers.reduce((sum, p) => sum + p.items, 0);
  if (total <= maxItems) return plan;
  const planned: TypeCounts = {};
  for (const p of plan.papers) for (const type of typesOf(p.counts)) planned[type] = (planned[type] ?? 0) + (p.counts[type] ?? 0);
  const scaled = Object.fromEntries(typesOf(planned).map((type) => [type, Math.floor(((planned[type] ?? 0) * maxItems) / total)])) as TypeCounts;
  return planMockPapers(plan.exam, scaled);
}

/** What an item counts for in a paper: its stems for an EMQ set, else 1. */
export function mockUnits(item: Item): number {
  return item.type === 'emq' ? item.stems.length : 1;
}

export interface MockCandidate {
  id: string;
  type: ItemType;
  /** Stems of an EMQ set (1 when left out). */
  units?: number;
}

export interface MockPaper {
  title: string;
  questionIds: string[];
  timeLimitMs: number;
}

/** How many of each type the candidates add up to (EMQ in stems), for `planMockPapers`. */
export function bankCountsOf(candidates: readonly MockCandidate[]): TypeCounts {
  const counts: TypeCounts = {};
  for (const c of candidates) counts[c.type] = (counts[c.type] ?? 0) + (c.units ?? 1);
  return counts;
}

/**
 * Fills each planned paper from the candidates, in the candidates' order (shuffle them first for
 * a random mock), never using an item twice. An EMQ set that would overrun its paper's count is
 * passed over, so a paper may fall a few stems short; its time follows what it holds.
 */
export function fillMockPapers(plan: MockPlan, candidates: readonly MockCandidate[]): MockPaper[] {
  const used = new Set<string>();
  return plan.papers
    .map((p) => {
      const room: TypeCounts = { ...p.counts };
      const questionIds: string[] = [];
      let units = 0;
      for (const c of candidates) {
        const size = c.units ?? 1;
        const left = room[c.type] ?? 0;
        if (used.has(c.id) || size > left) continue;
        used.add(c.id);
        room[c.type] = left - size;
        questionIds.push(c.id);
        units += size;
      }
      return { title: p.title, questionIds, timeLimitMs: Math.round(units * p.msPerItem) };
    })
    .filter((p) => p.questionIds.length > 0);
}

/** A mock from the bank's items (in the order given): the plan for their counts, filled. */
export function mockPapers(exam: string, candidates: readonly MockCandidate[]): MockPaper[] {
  return fillMockPapers(planMockPapers(exam, bankCountsOf(candidates)), candidates);
}
