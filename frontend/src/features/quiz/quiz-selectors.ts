import { selectWithApi } from '../../app/api/base-api';
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { quizApi } from './api';
import type { AnswerFeedback, AnswerResult, Session } from './quiz-types';
import { selectCurrentIndex, selectQuestionIds, selectQuizProgress, selectQuizSessionId } from './quizSlice';

/** The session in play as the server sent it, with the answers saved since (RTK Query's cache). */
export const selectPlayedSession = (state: RootState) => {
  const id = selectQuizSessionId(state);
  return id === null ? undefined : selectWithApi(quizApi.endpoints.session.select(id))(state).data;
};

export const selectQuizSession = (state: RootState) => selectPlayedSession(state)?.session ?? null;

export const selectIsTutor = (state: RootState) => selectQuizSession(state)?.mode === 'tutor';

const selectQuestionsById = createSelector([selectPlayedSession], (played) => new Map(played?.session.questions.map((q) => [q.id, q])));

export const selectCurrentQuestion = (state: RootState) => {
  const id = selectQuestionIds(state)[selectCurrentIndex(state)];
  return id ? (selectQuestionsById(state).get(id) ?? null) : null;
};

/**
 * What a tutor session revealed about an answer given in this visit: the whole item (its keys and
 * explanations), the response and its marks part by part. A resumed answer's comes from the
 * session (resumedFeedbackOf).
 */
export function feedbackOf(result: AnswerResult | undefined): AnswerFeedback | null {
  if (!result?.revealed || !result.item || !result.mark || result.score === null || result.correct === null) return null;
  return {
    item: result.item,
    response: result.response,
    mark: result.mark,
    score: result.score,
    maxScore: result.maxScore,
    correct: result.correct,
    peer: result.peer,
    version: result.version,
    reviewedAt: result.reviewedAt,
  };
}

/** A resumed answer's feedback, from what the session lists of it once revealed (its peers are not sent again). */
function resumedFeedbackOf(answer: Session['answers'][number]): AnswerFeedback | null {
  if (!answer.item || !answer.mark || answer.score === null || answer.correct === null) return null;
  const { item, response, mark, score, maxScore, correct, version, reviewedAt } = answer;
  return { item, response, mark, score, maxScore, correct, peer: null, version, reviewedAt };
}

const selectFeedbackById = createSelector([selectPlayedSession], (played) => ({
  ...Object.fromEntries((played?.session.answers ?? []).map((answer) => [answer.questionId, resumedFeedbackOf(answer)])),
  ...Object.fromEntries(Object.entries(played?.results ?? {}).map(([id, result]) => [id, feedbackOf(result)])),
}));

export const selectCurrentFeedback = (state: RootState) => {
  const id = selectQuestionIds(state)[selectCurrentIndex(state)];
  return id ? (selectFeedbackById(state)[id] ?? null) : null;
};

/** What the server said of each answer given (tutor sessions): kept across a reload, unlike the feedback. */
const selectOutcomeById = createSelector([selectPlayedSession], (played) => new Map(played?.session.answers.map((a) => [a.questionId, a.correct])));

export interface PaletteEntry {
  index: number;
  id: string;
  answered: boolean;
  flagged: boolean;
  current: boolean;
  /** Tutor sessions: whether the answer given was right (null when not known, or in a paper still running). */
  correct: boolean | null;
}

/** The question palette: one entry per question with what the user needs to see at a glance. */
export const selectPalette = createSelector(
  [selectQuestionIds, selectQuizProgress, selectCurrentIndex, selectQuestionsById, selectFeedbackById, selectOutcomeById],
  (ids, progress, currentIndex, questions, feedback, outcomes) =>
    ids.map(
      (id, index): PaletteEntry => ({
        index,
        id,
        answered: progress[id]?.phase === 'answered',
        flagged: questions.get(id)?.flagged ?? false,
        current: index === currentIndex,
        correct: progress[id]?.phase === 'answered' ? (feedback[id]?.correct ?? outcomes.get(id) ?? null) : null,
      }),
    ),
);

/** The ids of the questions answered (saved by the server), e.g. to tell which mock papers are under way. */
export const selectAnsweredIds = createSelector([selectQuizProgress], (progress) => Object.keys(progress).filter((id) => progress[id].phase === 'answered'));
