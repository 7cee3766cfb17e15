import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import type { OptionLetter } from '@medprep/shared';
import { makeStore, type AppStore } from '../../../app/store';
import type { HttpClient } from '../../../lib/http';
import type { TrpcClient } from '../../../lib/trpc';
import { fakeHttp, json, type FakeRoute } from '../../../test/fake-http';
import { quizApi } from '../api';
import type { AnswerResult, Availability, Review, Session, SessionMode } from '../quiz-types';
import { sessionOpened } from '../quizSlice';

export const STARTED_AT = '2026-11-21T09:00:00.000Z';

const options = (prefix: string) => ({ A: `${prefix} A`, B: `${prefix} B`, C: `${prefix} C`, D: `${prefix} D`, E: `${prefix} E` });

export const QUESTIONS = [
  { id: 'q1', topic: 'Cardiology', stem: 'A 64-year-old man has crushing central chest pain. What is the first drug to give?', options: { A: 'Aspirin', B: 'Bisoprolol', C: 'Clopidogrel', D: 'Digoxin', E: 'Enoxaparin' }, imageUrl: null, flagged: false },
  { id: 'q2', topic: 'Renal', stem: 'A woman has a potassium of 7.1 mmol/L with peaked T waves. What do you give first?', options: options('Renal'), imageUrl: null, flagged: false },
  { id: 'q3', topic: 'Cardiology', stem: 'Which drug is first line for rate control in atrial fibrillation?', options: options('AF'), imageUrl: null, flagged: true },
];

/** A session as the REST API sends it (dates as ISO strings). */
export function aSessionWire(mode: SessionMode = 'tutor', overrides: Partial<Session> = {}): Session {
  return {
    id: 'sess-1',
    examId: 'exam-msra',
    examSlug: 'msra',
    examTitle: 'MSRA',
    mode,
    filter: 'all' as const,
    questionIds: QUESTIONS.map((q) => q.id),
    timeLimitMs: mode === 'tutor' ? null : 180_000,
    startedAt: STARTED_AT,
    endedAt: null,
    questions: QUESTIONS,
    answers: [] as { questionId: string; chosen: OptionLetter; correct: boolean | null }[],
    ...overrides,
  };
}

const ANSWERS: Record<string, OptionLetter> = { q1: 'A', q2: 'C', q3: 'B' };

/** What POST /api/r/s/qa answers for this question and choice. */
export function anAnswerResult(mode: SessionMode, questionId: string, chosen: OptionLetter, answered: number): AnswerResult {
  const revealed = mode === 'tutor';
  const correct = ANSWERS[questionId] === chosen;
  return {
    questionId,
    chosen,
    revealed,
    correct: revealed ? correct : null,
    correctAnswer: revealed ? ANSWERS[questionId] : null,
    explanation: revealed ? 'Aspirin 300 mg reduces mortality in acute coronary syndrome.' : null,
    optionExplanations: revealed ? { A: 'Antiplatelet: first.', B: 'Not first line.', C: 'Second antiplatelet.', D: 'For rate control.', E: 'Anticoagulant, later.' } : null,
    references: revealed ? ['NICE NG185'] : null,
    peer: revealed ? { attempts: 120, percentCorrect: 64, options: { A: 64, B: 10, C: 16, D: 4, E: 6 } } : null,
    performance: null,
    progress: { answered, total: QUESTIONS.length },
    sessionEnded: answered >= QUESTIONS.length,
    degraded: false,
  };
}

export function aReview(overrides: Partial<Review> = {}): Review {
  return {
    sessionId: 'sess-1',
    examId: 'exam-msra',
    examSlug: 'msra',
    examTitle: 'MSRA',
    mode: 'tutor',
    startedAt: STARTED_AT,
    endedAt: '2026-11-21T09:12:34.000Z',
    timeSpentMs: 754_000,
    timeLimitMs: null,
    score: { total: 3, answered: 3, correct: 2, percentCorrect: 66.67 },
    topics: [
      { topic: 'Cardiology', total: 2, answered: 2, correct: 1, percentCorrect: 50 },
      { topic: 'Renal', total: 1, answered: 1, correct: 1, percentCorrect: 100 },
    ],
    questions: QUESTIONS.map((q, i) => ({
      id: q.id,
      topic: q.topic,
      stem: q.stem,
      options: q.options,
      imageUrl: null,
      answer: ANSWERS[q.id],
      chosen: i === 2 ? 'D' : ANSWERS[q.id],
      correct: i !== 2,
      timeMs: 30_000,
      explanation: `Explanation for ${q.id}.`,
      optionExplanations: { A: 'a', B: 'b', C: 'c', D: 'd', E: 'e' },
      references: ['NICE'],
      flagged: q.flagged,
      peer: null,
    })),
    ...overrides,
  };
}

export const AVAILABILITY: Availability = {
  examId: 'exam-msra',
  all: 40,
  new: 9,
  incorrect: 3,
  flagged: 0,
  review: 2,
  topics: [
    { topic: 'Cardiology', all: 12 },
    { topic: 'Renal', all: 7 },
  ],
};

/** A fake server for the session endpoints; `answered` counts the answers it has taken. */
export function quizServer(mode: SessionMode = 'tutor', extra: Record<string, FakeRoute> = {}) {
  let answered = 0;
  const routes: Record<string, FakeRoute> = {
    'GET /api/r/s/sess-1': () => json(200, aSessionWire(mode)),
    'POST /api/r/s/qa': ({ body }) => {
      const { questionId, answer } = body as { questionId: string; answer: OptionLetter };
      answered += 1;
      return json(200, anAnswerResult(mode, questionId, answer, answered));
    },
    'POST /api/r/s/st': ({ body }) => {
      const { elapsedMs } = body as { elapsedMs: number };
      return json(200, { sessionId: 'sess-1', elapsedMs, remainingMs: mode === 'tutor' ? null : Math.max(0, 180_000 - elapsedMs), ended: false, driftMs: 0 });
    },
    'POST /api/r/s/end': () => json(200, { ...aReview(), mode }),
    'GET /api/r/s/sess-1/review': () => json(200, { ...aReview(), mode }),
    ...extra,
  };
  return fakeHttp(routes);
}

/** A tRPC stand-in with the procedures the quiz calls. */
export function quizTrpc(availability: Availability = AVAILABILITY) {
  const spies = {
    available: vi.fn(async (_input: { exam: string }) => availability),
    flag: vi.fn(async ({ questionId }: { questionId: string }) => ({ questionId, flagged: true })),
    unflag: vi.fn(async ({ questionId }: { questionId: string }) => ({ questionId, flagged: false })),
    report: vi.fn(async (_input: { questionId: string; message: string }) => ({ reportId: 'r1' })),
    overview: vi.fn(async () => ({ exams: [] as unknown[], degraded: false })),
  };
  const client = {
    sessions: { available: { query: spies.available } },
    questions: { flag: { mutate: spies.flag }, unflag: { mutate: spies.unflag }, report: { mutate: spies.report } },
    performance: { overview: { query: spies.overview } },
  } as unknown as TrpcClient;
  return { client, ...spies };
}

/** A store with the session already loaded, as after starting it from the dashboard. */
export function storeWithSession(http: HttpClient, trpc: TrpcClient, mode: SessionMode = 'tutor', overrides: Partial<Session> = {}) {
  const store = makeStore({ http, trpc });
  const session = aSessionWire(mode, overrides);
  store.dispatch(quizApi.util.upsertQueryEntries([{ endpointName: 'session', arg: session.id, value: { session, results: {} } }]));
  store.dispatch(sessionOpened(session));
  return store;
}

/** Renders `element` at `path` inside the store and a memory router (other paths show their name). */
export function renderWithStore(store: AppStore, element: ReactElement, path = '/s/sess-1', pattern = '/s/:sessionId') {
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      ...[
        { path: '/s/:sessionId/review', element: <p>Review page</p> },
        { path: '/s/:sessionId', element: <p>Player page</p> },
        { path: '/dashboard', element: <p>Dashboard page</p> },
      ].filter((route) => route.path !== pattern),
    ],
    { initialEntries: [path] },
  );
  return { router, ...render(<Provider store={store}>{<RouterProvider router={router} />}</Provider>) };
}

/**
 * The fixture sessions start at STARTED_AT: pin the clock (Date only; timers and promises run for
 * real) a few seconds after it, so a timed fixture is still running whenever the tests run.
 */
export function pinClockToFixtureSession(): void {
  vi.useFakeTimers({ now: new Date(Date.parse(STARTED_AT) + 5_000), toFake: ['Date'] });
}
