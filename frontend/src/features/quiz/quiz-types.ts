import type { Availability, OptionLetter, PeerStats, SESSION_FILTERS, SESSION_MODES } from '@medprep/shared';

export type SessionMode = (typeof SESSION_MODES)[number];
export type SessionFilter = (typeof SESSION_FILTERS)[number];
export type OptionTexts = Record<OptionLetter, string>;

/** Why a call failed: the server's message, and its domain code and details when it sent them. */
export interface QuizFailure {
  message: string;
  code?: string;
  status?: number;
  details?: Record<string, unknown>;
}

/** A session as the store keeps it: plain data, dates as ISO strings. */
export interface StoredSession {
  id: string;
  examId: string;
  examSlug: string;
  examTitle: string;
  mode: SessionMode;
  filter: SessionFilter;
  timeLimitMs: number | null;
  startedAt: string;
  endedAt: string | null;
  questionIds: string[];
}

export interface StoredQuestion {
  id: string;
  topic: string;
  stem: string;
  options: OptionTexts;
  imageUrl: string | null;
}

/** What a tutor session reveals after an answer. */
export interface AnswerFeedback {
  correct: boolean;
  correctAnswer: OptionLetter;
  explanation: string;
  optionExplanations: OptionTexts | null;
  references: string[];
  peer: PeerStats | null;
}

export interface ReviewQuestion {
  id: string;
  topic: string;
  stem: string;
  options: OptionTexts;
  imageUrl: string | null;
  answer: OptionLetter;
  chosen: OptionLetter | null;
  correct: boolean;
  timeMs: number | null;
  explanation: string;
  optionExplanations: OptionTexts;
  references: string[];
  flagged: boolean;
  peer: PeerStats | null;
}

export interface StoredReview {
  sessionId: string;
  examId: string;
  examSlug: string;
  examTitle: string;
  mode: SessionMode;
  startedAt: string;
  endedAt: string | null;
  timeSpentMs: number;
  timeLimitMs: number | null;
  score: { total: number; answered: number; correct: number; percentCorrect: number };
  topics: { topic: string; total: number; answered: number; correct: number; percentCorrect: number }[];
  questions: ReviewQuestion[];
}

/** An exam the user can practise, from performance.overview. */
export interface PractiseExam {
  examId: string;
  examSlug: string;
  examTitle: string;
  access: 'subscription' | 'trial';
  endsAt: string | null;
  daysLeft: number | null;
  trialComplete: boolean;
  totalQuestions: number;
  progress: number;
  remaining: number;
  dueForReview: number;
}

export type { Availability };

export interface SheetSummary {
  id: string;
  title: string;
  description: string;
}

export interface Sheet extends SheetSummary {
  sections: { title: string; rows: { name: string; value: string; unit?: string; note?: string }[] }[];
}
