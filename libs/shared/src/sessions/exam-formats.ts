export interface ExamFormat {
  /** Questions in the real paper (all papers together). */
  questions: number;
  /** Time allowed per question in the real paper, in seconds. */
  secondsPerQuestion: number;
  /** The format as published by the college, for exam pages. */
  description: string;
  /** True where no published format was found and the default (100 SBA at 72 s) stands in. */
  isDefault: boolean;
}

const DEFAULT_FORMAT: ExamFormat = {
  questions: 100,
  secondsPerQuestion: 72,
  description: '100 single best answer questions at 72 seconds each (a default: the college has not published a format we could confirm).',
  isDefault: true,
};

/** The real papers of each exam, for mock exams and exam pages. */
const EXAM_FORMATS: Readonly<Record<string, ExamFormat>> = {
  'mrcp-1': { questions: 200, secondsPerQuestion: 108, description: '2 papers × 100 best-of-five single best answer questions, 3 hours each, no negative marking.', isDefault: false },
  'mrcp-2': { questions: 200, secondsPerQuestion: 108, description: '2 papers × 100 best-of-five questions, 3 hours each.', isDefault: false },
  msra: { questions: 147, secondsPerQuestion: 69, description: 'Professional Dilemmas (50 questions, 95 minutes) and Clinical Problem Solving (97 questions, 75 minutes).', isDefault: false },
  'mrcgp-akt': { questions: 200, secondsPerQuestion: 57, description: '200 items in 190 minutes: about 80 % clinical medicine, 10 % evidence-based practice, 10 % organisational questions.', isDefault: false },
  'mrcs-a': { questions: 300, secondsPerQuestion: 60, description: 'Paper 1 Applied Basic Science (180 questions, 3 hours) and Paper 2 Principles of Surgery (120 questions, 2 hours); single best answer only.', isDefault: false },
  'frca-1': { questions: 90, secondsPerQuestion: 120, description: '90 single best answer questions in 3 hours.', isDefault: false },
  'mrcem-2': { questions: 180, secondsPerQuestion: 80, description: '180 single best answer questions over 2 papers of 2 hours.', isDefault: false },
  'mrcpch-fop-tas': { questions: 100, secondsPerQuestion: 72, description: '100 single best answer questions in 2 hours.', isDefault: false },
  'mrcpch-tas': { questions: 100, secondsPerQuestion: 72, description: '100 single best answer questions in 2 hours.', isDefault: false },
  'mrcpsych-a': { questions: 150, secondsPerQuestion: 72, description: '150 questions in 3 hours (single best answer and extended matching).', isDefault: false },
  'mrcog-1': { questions: 200, secondsPerQuestion: 90, description: '2 papers × 100 single best answer questions, 2.5 hours each.', isDefault: false },
  'ms-finals': { questions: 200, secondsPerQuestion: 72, description: 'UKMLA AKT: 2 papers × 100 five-option single best answer questions, 2 hours each.', isDefault: false },
};

export function examFormat(slug: string): ExamFormat {
  return EXAM_FORMATS[slug] ?? DEFAULT_FORMAT;
}

interface SessionPlan {
  count: number;
  timeLimitMs: number;
}

/** A mock in the real format, scaled down to the bank when the bank is smaller than the paper. */
export function mockPlan(slug: string, bankSize: number): SessionPlan {
  const format = examFormat(slug);
  const count = Math.max(0, Math.min(format.questions, bankSize));
  return { count, timeLimitMs: count * format.secondsPerQuestion * 1000 };
}

/** A timed practice session: the real paper's time per question. */
export function timedLimitMs(slug: string, count: number): number {
  return count * examFormat(slug).secondsPerQuestion * 1000;
}
