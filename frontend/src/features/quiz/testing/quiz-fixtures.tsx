import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { correctResponse, ITEM_KEYS, markResponse, parseResponse, peerFigures, toPlayerItem, type Item, type ItemKey, type ItemResponse, type SbaItem } from '@medprep/shared';
import { makeStore, type AppStore } from '../../../app/store';
import type { HttpClient } from '../../../lib/http';
import type { TrpcClient } from '../../../lib/trpc';
import { fakeHttp, json, type FakeRoute } from '../../../test/fake-http';
import { quizApi } from '../api';
import type { AnswerResult, Availability, Review, Session, SessionMode } from '../quiz-types';
import { sessionOpened } from '../quizSlice';

export const STARTED_AT = '2026-11-21T09:00:00.000Z';
/** When the fixture items' version was reviewed: the trust line reads 'Reviewed 3 Nov 2026 · …'. */
export const REVIEWED_AT = '2026-11-03T10:00:00.000Z';

const REFERENCES = [{ title: 'Acute coronary syndromes', publisher: 'NICE', code: 'NG185', year: 2020 }];
const explained = (texts: string[]) => texts.map((text, i) => ({ key: ITEM_KEYS[i], text, explanation: `Why ${text} is placed as it is.` }));
const sba = (stem: string, texts: string[], answer: ItemKey, explanation: string): SbaItem => ({
  type: 'sba',
  stem,
  options: explained(texts),
  answer,
  explanation,
  references: REFERENCES,
});

/** The full items behind the fixture questions (what the server reveals), by question id. */
export const ITEMS: Record<string, Item> = {
  q1: {
    ...sba(
      'A 64-year-old man has crushing central chest pain. What is the first drug to give?',
      ['Aspirin', 'Bisoprolol', 'Clopidogrel', 'Digoxin', 'Enoxaparin'],
      'A',
      'Aspirin 300 mg reduces mortality in acute coronary syndrome.',
    ),
    options: [
      { key: 'A', text: 'Aspirin', explanation: 'Antiplatelet: first.' },
      { key: 'B', text: 'Bisoprolol', explanation: 'Not first line.' },
      { key: 'C', text: 'Clopidogrel', explanation: 'Second antiplatelet.' },
      { key: 'D', text: 'Digoxin', explanation: 'For rate control.' },
      { key: 'E', text: 'Enoxaparin', explanation: 'Anticoagulant, later.' },
    ],
  },
  q2: sba(
    'A woman has a potassium of 7.1 mmol/L with peaked T waves. What do you give first?',
    ['Renal A', 'Renal B', 'Renal C', 'Renal D', 'Renal E'],
    'C',
    'Calcium gluconate protects the myocardium before the potassium is lowered.',
  ),
  q3: sba('Which drug is first line for rate control in atrial fibrillation?', ['AF A', 'AF B', 'AF C', 'AF D', 'AF E'], 'B', 'A beta-blocker is first line for rate control in most people.'),
  mtf1: {
    type: 'mtf',
    stem: 'Concerning the pharmacology of propofol:',
    statements: [
      { text: 'It is presented as a lipid emulsion', answer: true, explanation: 'Soya bean oil and egg lecithin.' },
      { text: 'It is safe in porphyria', answer: true, explanation: 'It does not induce ALA synthase.' },
      { text: 'It raises blood pressure on induction', answer: false, explanation: 'It lowers it.' },
    ],
    explanation: 'Propofol is a phenol derivative given as a lipid emulsion.',
    references: REFERENCES,
  },
  emq1: {
    type: 'emq',
    theme: 'Causes of chest pain',
    leadIn: 'For each patient, choose the most likely diagnosis.',
    options: ['Acute coronary syndrome', 'Aortic dissection', 'Pericarditis', 'Pulmonary embolism', 'Pneumothorax', 'Oesophageal spasm'].map((text, i) => ({ key: ITEM_KEYS[i], text })),
    stems: [
      { stem: 'A tall 24-year-old man has sudden pleuritic pain and reduced breath sounds on the left.', answer: 'E', explanation: 'Primary pneumothorax in a tall young man.' },
      { stem: 'A 70-year-old woman has tearing pain through to her back and unequal arm pressures.', answer: 'B', explanation: 'Dissection: tearing pain, pressure differential.' },
    ],
    explanation: 'Chest pain has a short list of causes that must not be missed.',
    references: REFERENCES,
  },
  rank1: {
    type: 'ranking',
    stem: 'You are an FY2 on a busy ward and notice that a colleague smells of alcohol at the start of a shift.',
    responses: explained(['Speak to the colleague privately', 'Tell the consultant at once', 'Ignore it', 'Inform the ward sister', 'Document it in the notes']),
    idealOrder: ['A', 'B', 'D', 'E', 'C'],
    explanation: 'Patient safety comes first, raised with the colleague and then seniors.',
    references: REFERENCES,
  },
  choose1: {
    type: 'choose',
    stem: 'A patient asks you to keep a safeguarding concern from their GP. Choose the THREE most appropriate actions.',
    responses: explained(['Explain the limits of confidentiality', 'Promise secrecy', 'Discuss with the safeguarding lead', 'Ignore the concern', 'Document the conversation', 'Call the police at once', 'Tell the family', 'Refer to a colleague']),
    answers: ['A', 'C', 'E'],
    explanation: 'Safeguarding overrides a request for secrecy; explain, escalate and document.',
    references: REFERENCES,
  },
  num1: {
    type: 'numeric',
    stem: 'A 70 kg man needs gentamicin at 5 mg/kg. What dose do you give?',
    value: 350,
    unit: 'mg',
    tolerance: 0,
    decimals: 0,
    explanation: 'Five milligrams per kilogram for 70 kilograms is 350 mg.',
    references: REFERENCES,
  },
  img1: {
    ...sba('This 12-lead ECG is from a 58-year-old man with palpitations. What is the rhythm?', ['Atrial fibrillation', 'Atrial flutter', 'Sinus rhythm', 'Ventricular tachycardia'], 'B', 'Sawtooth flutter waves at 300 per minute with 2:1 block.'),
    media: [{ kind: 'svg', src: '/media/ecg-flutter.svg', alt: 'ECG strip with regular sawtooth flutter waves and a ventricular rate of 150', caption: 'Lead II rhythm strip' }],
  },
};

const TOPICS: Record<string, string> = { q1: 'Cardiology', q2: 'Renal', q3: 'Cardiology' };

/** A session question as the player receives it: the item without its keys. */
export const aQuestion = (id: string, flagged = false) => ({ id, topic: TOPICS[id] ?? 'Clinical practice', item: toPlayerItem(ITEMS[id]), flagged });

export const QUESTIONS = [aQuestion('q1'), aQuestion('q2'), aQuestion('q3', true)];
/** One question of every type (and one with an image), for the inputs. */
export const TYPED_QUESTION_IDS = ['mtf1', 'emq1', 'rank1', 'choose1', 'num1', 'img1'] as const;

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
    papers: null,
    answers: [],
    ...overrides,
  };
}

/** The questions of a session of the given ids (by default one of every type), as overrides of aSessionWire. */
export function typedQuestions(ids: readonly string[] = TYPED_QUESTION_IDS): Pick<Session, 'questionIds' | 'questions'> {
  return { questionIds: [...ids], questions: ids.map((id) => aQuestion(id)) };
}

/** A saved answer as a resumed session lists it (scores known in tutor mode only). */
export function aSavedAnswer(mode: SessionMode, questionId: string, response: ItemResponse, guessed = false): Session['answers'][number] {
  const mark = markResponse(ITEMS[questionId], response);
  const revealed = mode === 'tutor';
  return {
    questionId,
    response,
    score: revealed ? mark.score : null,
    maxScore: mark.maxScore,
    correct: revealed ? mark.score === mark.maxScore : null,
    guessed,
    item: revealed ? ITEMS[questionId] : null,
    mark: revealed ? mark : null,
    version: 1,
    reviewedAt: REVIEWED_AT,
  };
}

/** What POST /api/r/s/qa answers for this question and response (marked by the shared rules). */
export function anAnswerResult(mode: SessionMode, questionId: string, response: ItemResponse, answered: number, total = QUESTIONS.length): AnswerResult {
  const item = ITEMS[questionId];
  const revealed = mode === 'tutor';
  const mark = markResponse(item, response);
  const correct = mark.score === mark.maxScore;
  const counts = { a: 120, qc: 77, sc: 77 * mark.maxScore, A: 77, B: 12, C: 19, D: 5, E: 7 };
  return {
    questionId,
    response,
    revealed,
    score: revealed ? mark.score : null,
    maxScore: mark.maxScore,
    correct: revealed ? correct : null,
    correctResponse: revealed ? correctResponse(item) : null,
    mark: revealed ? mark : null,
    item: revealed ? item : null,
    peer: revealed ? peerFigures(item, counts) : null,
    performance: null,
    progress: { answered, total },
    sessionEnded: answered >= total,
    degraded: false,
    version: 1,
    reviewedAt: REVIEWED_AT,
  };
}

export function aReview(overrides: Partial<Review> = {}): Review {
  const responses: Record<string, ItemResponse> = { q1: { choice: 'A' }, q2: { choice: 'C' }, q3: { choice: 'D' } };
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
    score: { total: 3, answered: 3, correct: 2, marks: 2, maxMarks: 3, percentCorrect: 66.67 },
    topics: [
      { topic: 'Cardiology', total: 2, answered: 2, correct: 1, marks: 1, maxMarks: 2, percentCorrect: 50 },
      { topic: 'Renal', total: 1, answered: 1, correct: 1, marks: 1, maxMarks: 1, percentCorrect: 100 },
    ],
    papers: null,
    questions: QUESTIONS.map((q) => {
      const mark = markResponse(ITEMS[q.id], responses[q.id]);
      return {
        id: q.id,
        topic: q.topic,
        item: ITEMS[q.id],
        response: responses[q.id],
        mark,
        score: mark.score,
        maxScore: mark.maxScore,
        correct: mark.score === mark.maxScore,
        timeMs: 30_000,
        guessed: false,
        flagged: q.flagged,
        peer: null,
        version: 1,
        reviewedAt: REVIEWED_AT,
      };
    }),
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

/**
 * A fake server for the session endpoints, marking answers by the shared rules; `answered` counts
 * the answers it has taken of `total`.
 */
export function quizServer(mode: SessionMode = 'tutor', extra: Record<string, FakeRoute> = {}, total = QUESTIONS.length) {
  let answered = 0;
  const routes: Record<string, FakeRoute> = {
    'GET /api/r/s/sess-1': () => json(200, aSessionWire(mode)),
    'POST /api/r/s/qa': ({ body }) => {
      const { questionId, response, answer } = body as { questionId: string; response?: unknown; answer?: unknown };
      const parsed = parseResponse(ITEMS[questionId], response ?? { answer });
      if (!parsed.ok) return json(400, { statusCode: 400, code: parsed.error.code, message: parsed.error.message });
      answered += 1;
      return json(200, anAnswerResult(mode, questionId, parsed.response, answered, total));
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
