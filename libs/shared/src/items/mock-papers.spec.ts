import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emqItem, rankingItem, sbaItem } from './item.fixtures';
import { ITEM_TYPES, type ItemType } from './item-types';
import {
  capMockPlan,
  examPapers,
  fillMockPapers,
  type MockCandidate,
  mockPapers,
  mockUnits,
  msPerItemOf,
  planMockPapers,
  timedPracticeLimitMs,
  type TypeCounts,
} from './mock-papers';

const MINUTE = 60_000;
const EXAMS = ['mrcp-1', 'mrcp-2', 'msra', 'mrcgp-akt', 'mrcs-a', 'frca-1', 'mrcem-1', 'mrcem-2', 'mrcpch-fop-tas', 'mrcpch-tas', 'mrcpsych-a', 'mrcpsych-b', 'mrcog-1', 'mrcog-2', 'frcophth-1', 'mfds-1', 'ms-finals', 'ms-1-3'];
const FULL_BANK: TypeCounts = Object.fromEntries(ITEM_TYPES.map((type) => [type, 10_000]));

/** `n` candidates of `type`, ids `type-0`, `type-1`…, each of `units`. */
const candidates = (type: ItemType, n: number, units = 1): MockCandidate[] => Array.from({ length: n }, (_, i) => ({ id: `${type}-${i}`, type, units }));

describe('planMockPapers', () => {
  it('gives the MSRA its two papers: Professional Dilemmas (ranking and choose, 95 min) and Clinical Problem Solving (EMQ and SBA, 75 min)', () => {
    expect(planMockPapers('msra', FULL_BANK)).toEqual({
      exam: 'msra',
      isDefault: false,
      papers: [
        { title: 'Professional Dilemmas', counts: { ranking: 34, choose: 16 }, items: 50, msPerItem: 114_000, timeLimitMs: 95 * MINUTE },
        { title: 'Clinical Problem Solving', counts: { emq: 48, sba: 49 }, items: 97, msPerItem: (75 * MINUTE) / 97, timeLimitMs: 75 * MINUTE },
      ],
    });
  });

  it('gives the Primary FRCA 60 multiple true/false and 30 SBA in 3 hours', () => {
    expect(planMockPapers('frca-1', FULL_BANK).papers).toEqual([{ title: 'MCQ', counts: { mtf: 60, sba: 30 }, items: 90, msPerItem: 120_000, timeLimitMs: 180 * MINUTE }]);
  });

  it('keeps the time per item of the table for every exam, and says where the format is a default', () => {
    const secondsPerItem = (exam: string) => planMockPapers(exam, FULL_BANK).papers.map((p) => Math.round(p.msPerItem / 1000));
    expect(Object.fromEntries(EXAMS.map((exam) => [exam, secondsPerItem(exam)]))).toEqual({
      'mrcp-1': [108, 108],
      'mrcp-2': [108, 108],
      msra: [114, 46],
      'mrcgp-akt': [60],
      'mrcs-a': [60, 60],
      'frca-1': [120],
      'mrcem-1': [72],
      'mrcem-2': [80, 80],
      'mrcpch-fop-tas': [72],
      'mrcpch-tas': [72],
      'mrcpsych-a': [72],
      'mrcpsych-b': [72],
      'mrcog-1': [90, 90],
      'mrcog-2': [108, 108],
      'frcophth-1': [72],
      'mfds-1': [72],
      'ms-finals': [72, 72],
      'ms-1-3': [72],
    });
    expect(EXAMS.filter((exam) => examPapers(exam).isDefault)).toEqual(['mrcem-1', 'frcophth-1', 'mfds-1', 'ms-1-3']);
    expect(examPapers('no-such-exam')).toEqual({ isDefault: true, papers: [{ title: 'Paper 1', items: 100, minutes: 120, counts: { sba: 100 } }] });
  });

  it('gives MRCOG Part 2 two papers of 50 SBA and 50 EMQ stems in 3 hours each, as the college counts them', () => {
    expect(planMockPapers('mrcog-2', FULL_BANK).papers).toEqual([
      { title: 'Paper 1', counts: { sba: 50, emq: 50 }, items: 100, msPerItem: 108_000, timeLimitMs: 180 * MINUTE },
      { title: 'Paper 2', counts: { sba: 50, emq: 50 }, items: 100, msPerItem: 108_000, timeLimitMs: 180 * MINUTE },
    ]);
  });

  it('scales each paper to the bank, keeping its proportions and its time per item', () => {
    const plan = planMockPapers('msra', { ranking: 12, choose: 6, emq: 8, sba: 40 });
    // Professional Dilemmas: ranking limits to 12/34 of the paper; Clinical Problem Solving: EMQ to 8/48.
    expect(plan.papers.map(({ title, counts, timeLimitMs }) => ({ title, counts, timeLimitMs }))).toEqual([
      { title: 'Professional Dilemmas', counts: { ranking: 12, choose: 5 }, timeLimitMs: 17 * 114_000 },
      { title: 'Clinical Problem Solving', counts: { emq: 8, sba: 8 }, timeLimitMs: Math.round((16 * 75 * MINUTE) / 97) },
    ]);
  });

  it('shares a type between two papers that both need it', () => {
    expect(planMockPapers('mrcp-1', { sba: 51 }).papers.map((p) => [p.title, p.items, p.timeLimitMs])).toEqual([
      ['Paper 1', 25, 25 * 108_000],
      ['Paper 2', 25, 25 * 108_000],
    ]);
  });

  it('leaves out a paper the bank cannot give one item to', () => {
    expect(planMockPapers('msra', { sba: 500, emq: 300 }).papers.map((p) => p.title)).toEqual(['Clinical Problem Solving']);
    expect(planMockPapers('msra', {}).papers).toEqual([]);
  });

  it('never plans more of a type than the bank holds, nor more than the real paper, and times what it plans', () => {
    const arbBank = fc.record(Object.fromEntries(ITEM_TYPES.map((type) => [type, fc.integer({ min: 0, max: 400 })])) as Record<ItemType, fc.Arbitrary<number>>);
    fc.assert(
      fc.property(fc.constantFrom(...EXAMS), arbBank, (exam, bank) => {
        const plan = planMockPapers(exam, bank);
        const real = examPapers(exam).papers;
        for (const type of ITEM_TYPES) expect(plan.papers.reduce((n, p) => n + (p.counts[type] ?? 0), 0)).toBeLessThanOrEqual(bank[type]);
        for (const p of plan.papers) {
          const full = real.find((r) => r.title === p.title)!;
          expect(p.items).toBeGreaterThan(0);
          expect(p.items).toBeLessThanOrEqual(full.items);
          expect(p.timeLimitMs).toBe(Math.round(p.items * p.msPerItem));
          // Proportions: every type of the paper scaled by one factor, to within the rounding down of one item.
          const factor = Math.max(...Object.entries(p.counts).map(([type, n]) => n / full.counts[type as ItemType]!));
          for (const [type, n] of Object.entries(p.counts)) expect(full.counts[type as ItemType]! * factor - n).toBeLessThan(1 + 1e-9);
        }
      }),
    );
  });
});

describe('fillMockPapers', () => {
  it('lists the MSRA papers with their questions and times, no question twice', () => {
    const bank = [...candidates('ranking', 40), ...candidates('choose', 20), ...candidates('emq', 20, 3), ...candidates('sba', 60)];
    const papers = mockPapers('msra', bank);
    expect(papers.map((p) => p.title)).toEqual(['Professional Dilemmas', 'Clinical Problem Solving']);
    const [dilemmas, problems] = papers;
    expect(dilemmas.questionIds.filter((id) => id.startsWith('ranking-'))).toHaveLength(34);
    expect(dilemmas.questionIds.filter((id) => id.startsWith('choose-'))).toHaveLength(16);
    expect(dilemmas.timeLimitMs).toBe(95 * MINUTE);
    // 48 EMQ stems in 16 sets of 3, and 49 SBA: the whole paper in its time.
    expect(problems.questionIds.filter((id) => id.startsWith('emq-'))).toHaveLength(16);
    expect(problems.questionIds.filter((id) => id.startsWith('sba-'))).toHaveLength(49);
    expect(problems.timeLimitMs).toBe(75 * MINUTE);
    const ids = papers.flatMap((p) => p.questionIds);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('passes over an EMQ set that would overrun the paper, and times the stems it holds', () => {
    const plan = planMockPapers('mrcpsych-a', { sba: 100, emq: 50 });
    const bank = [...candidates('sba', 100), ...Array.from({ length: 13 }, (_, i): MockCandidate => ({ id: `emq-${i}`, type: 'emq', units: i < 12 ? 4 : 5 }))];
    const [paper] = fillMockPapers(plan, bank);
    // Twelve sets of 4 make 48 stems; the 5-stem set does not fit in the 2 left.
    expect(paper.questionIds.filter((id) => id.startsWith('emq-'))).toHaveLength(12);
    expect(paper.timeLimitMs).toBe((100 + 48) * 72_000);
  });

  it('keeps the order of the candidates given, so that a shuffled bank makes a shuffled mock', () => {
    const bank = [{ id: 'q3', type: 'sba' as const }, { id: 'q1', type: 'sba' as const }, { id: 'q2', type: 'sba' as const }];
    expect(mockPapers('mrcgp-akt', bank)).toEqual([{ title: 'Applied Knowledge Test', questionIds: ['q3', 'q1', 'q2'], timeLimitMs: 3 * 60_000 }]);
  });
});

describe('capMockPlan', () => {
  it("cuts a trial's MSRA mock to 20 items, both papers kept in their proportions", () => {
    const plan = capMockPlan(planMockPapers('msra', FULL_BANK), 20);
    expect(plan.papers.map(({ title, counts }) => ({ title, counts }))).toEqual([
      { title: 'Professional Dilemmas', counts: { ranking: 4, choose: 1 } },
      { title: 'Clinical Problem Solving', counts: { emq: 5, sba: 6 } },
    ]);
  });

  it('leaves a plan within the limit as it is', () => {
    const plan = planMockPapers('frca-1', { mtf: 6, sba: 3 });
    expect(capMockPlan(plan, 20)).toBe(plan);
  });

  it('never plans more items than the limit', () => {
    fc.assert(
      fc.property(fc.constantFrom(...EXAMS), fc.integer({ min: 1, max: 300 }), (exam, max) => {
        const plan = capMockPlan(planMockPapers(exam, FULL_BANK), max);
        expect(plan.papers.reduce((n, p) => n + p.items, 0)).toBeLessThanOrEqual(max);
      }),
    );
  });
});

describe('msPerItemOf and timedPracticeLimitMs', () => {
  it("times an MSRA item at its own paper's pace: 114 s for ranking and choose, 75 min / 97 for EMQ stems and SBA", () => {
    expect(msPerItemOf('msra', 'ranking')).toBe(114_000);
    expect(msPerItemOf('msra', 'choose')).toBe(114_000);
    expect(msPerItemOf('msra', 'sba')).toBe((75 * MINUTE) / 97);
    const picked: MockCandidate[] = [
      { id: 'r', type: 'ranking' },
      { id: 'c', type: 'choose' },
      { id: 'e', type: 'emq', units: 4 },
      { id: 's', type: 'sba' },
    ];
    expect(timedPracticeLimitMs('msra', picked)).toBe(Math.round(2 * 114_000 + (5 * 75 * MINUTE) / 97));
  });

  it("takes the exam's overall pace for a type none of its papers holds", () => {
    // The AKT is all SBA now; a numeric item left in the bank is timed at the paper's 60 s.
    expect(msPerItemOf('mrcgp-akt', 'numeric')).toBe(60_000);
    expect(msPerItemOf('msra', 'mtf')).toBe((170 * MINUTE) / 147);
    expect(timedPracticeLimitMs('frca-1', [{ id: 'a', type: 'mtf' }, { id: 'b', type: 'sba' }])).toBe(240_000);
  });

  it('keeps the real pace of every single-type exam', () => {
    expect(timedPracticeLimitMs('mrcp-1', [{ id: 'a', type: 'sba' }])).toBe(108_000);
    expect(timedPracticeLimitMs('no-such-exam', [{ id: 'a', type: 'sba' }, { id: 'b', type: 'sba' }])).toBe(144_000);
  });
});

describe('mockUnits', () => {
  it('counts an EMQ set by its stems and any other item as one', () => {
    expect(mockUnits(emqItem(['A', 'B', 'C']))).toBe(3);
    expect(mockUnits(rankingItem())).toBe(1);
    expect(mockUnits(sbaItem())).toBe(1);
  });
});
