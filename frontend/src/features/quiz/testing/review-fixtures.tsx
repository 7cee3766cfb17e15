// Items of every type with responses, marks and peer figures, built with the shared marking rules,
// for the outcome, peer and review views.
import {
  type Item,
  type ItemOfType,
  type ItemResponse,
  itemSchema,
  markResponse,
  peerFigures,
  type PeerCounts,
  type ResponseOf,
} from '@medprep/shared';
import type { AnswerFeedback, Review, ReviewQuestion } from '../quiz-types';
import { REVIEWED_AT, STARTED_AT } from './quiz-fixtures';

const REFERENCES = [
  { title: 'Acute coronary syndromes', publisher: 'NICE', code: 'NG185', year: 2020, url: 'https://www.nice.org.uk/guidance/ng185' },
  { title: 'Oxford Handbook of Clinical Medicine', publisher: 'Oxford University Press', year: 2024 },
];

const parsed = <T extends Item['type']>(item: unknown) => itemSchema.parse(item) as ItemOfType<T>;

export const SBA: ItemOfType<'sba'> = parsed({
  type: 'sba',
  stem: 'A 64-year-old man has had crushing central chest pain for 40 minutes. What is the first drug to give?',
  options: [
    { key: 'A', text: 'Aspirin 300 mg', explanation: 'Antiplatelet: give it first.' },
    { key: 'B', text: 'Bisoprolol 2.5 mg', explanation: 'Not in the first minutes.' },
    { key: 'C', text: 'Clopidogrel 300 mg', explanation: 'A second antiplatelet, after aspirin.' },
    { key: 'D', text: 'Digoxin 500 micrograms', explanation: 'For rate control, not here.' },
  ],
  answer: 'A',
  explanation: 'Aspirin 300 mg reduces mortality in acute coronary syndrome and is given at once.',
  references: REFERENCES,
  media: [{ kind: 'svg', src: '/media/ecg-stemi.svg', alt: 'ECG strip with ST elevation in leads II, III and aVF', caption: 'Figure 1: the ECG on arrival' }],
});

export const MTF: ItemOfType<'mtf'> = parsed({
  type: 'mtf',
  stem: 'Concerning the pharmacology of propofol, each statement is true or false:',
  statements: [
    { text: 'It is a phenol derivative', answer: true, explanation: 'Propofol is 2,6-diisopropylphenol.' },
    { text: 'It is an analgesic', answer: false, explanation: 'Propofol has no analgesic action.' },
    { text: 'It reduces systemic vascular resistance', answer: true, explanation: 'It vasodilates and lowers blood pressure.' },
  ],
  explanation: 'Propofol is a phenol, without analgesia, that lowers systemic vascular resistance.',
  references: [REFERENCES[1]],
});

export const EMQ: ItemOfType<'emq'> = parsed({
  type: 'emq',
  theme: 'Causes of chest pain',
  leadIn: 'For each patient, choose the most likely diagnosis.',
  options: ['Aortic dissection', 'Pericarditis', 'Pulmonary embolism', 'Oesophageal spasm', 'Myocardial infarction', 'Costochondritis'].map((text, i) => ({
    key: 'ABCDEF'[i],
    text,
  })),
  stems: [
    { stem: 'A 30-year-old woman on the pill has pleuritic pain and a heart rate of 120.', answer: 'C', explanation: 'Pleuritic pain, tachycardia and oestrogen: embolism.' },
    { stem: 'A 70-year-old man has tearing pain through to the back and unequal arm pressures.', answer: 'A', explanation: 'Tearing pain and unequal pressures: dissection.' },
  ],
  explanation: 'Each pattern of chest pain points to one cause: the history carries most of the diagnosis.',
  references: [REFERENCES[0]],
});

export const RANKING: ItemOfType<'ranking'> = parsed({
  type: 'ranking',
  stem: 'A colleague smells of alcohol on a morning ward round. Rank these actions from most to least appropriate.',
  responses: [
    { key: 'A', text: 'Speak to the colleague in private', explanation: 'Direct and kind, second best.' },
    { key: 'B', text: 'Post about it on social media', explanation: 'Never appropriate.' },
    { key: 'C', text: 'Tell the consultant now', explanation: 'Patient safety first.' },
    { key: 'D', text: 'Ignore it', explanation: 'Leaves patients at risk.' },
    { key: 'E', text: 'Tell the nurse in charge', explanation: 'Helps, but not the first step.' },
  ],
  idealOrder: ['C', 'A', 'E', 'D', 'B'],
  explanation: 'Patient safety comes first, then the colleague’s welfare, in the GMC’s good medical practice.',
  references: [REFERENCES[1]],
});

export const CHOOSE: ItemOfType<'choose'> = parsed({
  type: 'choose',
  stem: 'A patient asks you to keep a safeguarding concern secret. Choose the THREE most appropriate actions.',
  responses: ['Explain the limits of confidentiality', 'Promise secrecy', 'Inform the safeguarding lead', 'Ignore the concern', 'Document the conversation', 'Tell the family', 'Post to a forum', 'Leave it to the GP'].map(
    (text, i) => ({ key: 'ABCDEFGH'[i], text, explanation: `Why response ${'ABCDEFGH'[i]} is or is not right.` }),
  ),
  answers: ['A', 'C', 'E'],
  explanation: 'Explain, escalate and document: safeguarding overrides a promise of secrecy.',
  references: [REFERENCES[1]],
});

export const NUMERIC: ItemOfType<'numeric'> = parsed({
  type: 'numeric',
  stem: 'A child of 20 kg needs paracetamol at 15 mg/kg. What dose do you give?',
  value: 300,
  unit: 'mg',
  tolerance: 10,
  explanation: 'Fifteen milligrams a kilogram for 20 kg is 300 mg, up to four times a day.',
  references: [REFERENCES[1]],
});

/** A response of each type that earns some of the marks but not all (sba: wrong). */
export const RESPONSES = {
  sba: { choice: 'C' },
  mtf: { marks: [true, true, true] },
  emq: { answers: ['C', 'B'] },
  ranking: { order: ['A', 'C', 'E', 'B', 'D'] },
  choose: { choices: ['A', 'B', 'C'] },
  numeric: { value: 295 },
} satisfies { [T in Item['type']]: ResponseOf<ItemOfType<T>> };

export const ITEMS = { sba: SBA, mtf: MTF, emq: EMQ, ranking: RANKING, choose: CHOOSE, numeric: NUMERIC } as const;

/** A peer hash of 200 attempts with figures for every part, as Redis would hold it. */
export const PEER_COUNTS: Record<Item['type'], PeerCounts> = {
  sba: { a: 200, qc: 130, sc: 130, A: 130, B: 20, C: 40, D: 10 },
  mtf: { a: 200, qc: 50, sc: 400, t0: 180, t1: 60, t2: 150 },
  emq: { a: 200, qc: 90, sc: 280, 's0:C': 150, 's0:A': 50, 's1:A': 130, 's1:B': 70 },
  ranking: { a: 200, qc: 20, sc: 3000, 'C@1': 120, 'A@1': 80, 'A@2': 120, 'C@2': 80, 'E@3': 200, 'D@4': 150, 'B@4': 50, 'B@5': 150, 'D@5': 50 },
  choose: { a: 200, qc: 60, sc: 1600, A: 180, B: 20, C: 150, D: 10, E: 140, F: 50, G: 0, H: 50 },
  numeric: { a: 200, qc: 110, sc: 110, in: 110 },
};

export function feedbackFor(item: Item, response: ItemResponse = RESPONSES[item.type]): AnswerFeedback {
  const mark = markResponse(item, response as ResponseOf<typeof item>);
  return {
    item,
    response,
    mark,
    score: mark.score,
    maxScore: mark.maxScore,
    correct: mark.score === mark.maxScore,
    peer: peerFigures(item, PEER_COUNTS[item.type]),
    version: 1,
    reviewedAt: REVIEWED_AT,
  };
}

export function reviewQuestionFor(id: string, item: Item, response: ItemResponse | null = RESPONSES[item.type], overrides: Partial<ReviewQuestion> = {}): ReviewQuestion {
  const mark = response === null ? null : markResponse(item, response as ResponseOf<typeof item>);
  const maxScore = mark?.maxScore ?? markResponse(item, RESPONSES[item.type] as ResponseOf<typeof item>).maxScore;
  const score = mark?.score ?? 0;
  return {
    id,
    topic: 'Professional dilemmas',
    item,
    response,
    mark,
    score,
    maxScore,
    correct: score === maxScore,
    timeMs: response === null ? null : 42_000,
    guessed: false,
    flagged: false,
    peer: peerFigures(item, PEER_COUNTS[item.type]),
    version: 1,
    reviewedAt: REVIEWED_AT,
    ...overrides,
  };
}

/** A mock review of two papers: a ranking and a choose item, then an EMQ set and a single best answer (unanswered). */
export function aPapersReview(overrides: Partial<Review> = {}): Review {
  const questions = [
    reviewQuestionFor('r1', RANKING),
    reviewQuestionFor('c1', CHOOSE),
    reviewQuestionFor('e1', EMQ, { answers: ['C', 'A'] }, { topic: 'Cardiology' }),
    reviewQuestionFor('s1', SBA, null, { topic: 'Cardiology' }),
  ];
  const marks = questions.reduce((sum, q) => sum + q.score, 0);
  const maxMarks = questions.reduce((sum, q) => sum + q.maxScore, 0);
  return {
    sessionId: 'sess-1',
    examId: 'exam-msra',
    examSlug: 'msra',
    examTitle: 'MSRA',
    mode: 'mock',
    startedAt: STARTED_AT,
    endedAt: '2026-11-21T10:00:00.000Z',
    timeSpentMs: 3_000_000,
    timeLimitMs: 3_600_000,
    score: { total: 4, answered: 3, correct: 1, marks, maxMarks, percentCorrect: (marks / maxMarks) * 100 },
    topics: [
      { topic: 'Cardiology', total: 2, answered: 1, correct: 1, marks: 2, maxMarks: 3, percentCorrect: 66.67 },
      { topic: 'Professional dilemmas', total: 2, answered: 2, correct: 0, marks: marks - 2, maxMarks: maxMarks - 3, percentCorrect: ((marks - 2) / (maxMarks - 3)) * 100 },
    ],
    papers: [
      { title: 'Professional Dilemmas', questionIds: ['r1', 'c1'], timeLimitMs: 228_000 },
      { title: 'Clinical Problem Solving', questionIds: ['e1', 's1'], timeLimitMs: 139_000 },
    ],
    questions,
    ...overrides,
  };
}
