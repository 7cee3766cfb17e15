import { useEffect } from 'react';
import type { ItemKey } from '@medprep/shared';
import { useAppDispatch, useAppStore } from '../../../app/hooks';
import { submitAnswer, toggleFlag } from '../quiz-flow';
import { selectCurrentQuestion } from '../quiz-selectors';
import type { PlayerItem } from '../quiz-types';
import { emptyDraft, responseOf, sameResponse } from '../response-draft';
import { hasUnsavedResponse, isEditable, type QuestionProgress, movedNext, movedPrevious, optionRestored, optionSelected, optionStruckOut, selectQuizState } from '../quizSlice';

export interface QuizKeyboardActions {
  /** What Enter does once the current question is answered: the next question, or the results. */
  onAdvance: () => void;
  /** False while something stands in place of the question (a mock's break between papers). */
  enabled?: boolean;
}

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'number', 'password', 'tel', 'url', 'date', 'time']);

/** Keys typed into a field, or used inside a dialog, belong to that field or dialog. */
function isTyping(target: HTMLElement | null): boolean {
  if (!target) return false;
  if (target.isContentEditable || target.closest('[role="dialog"]')) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(target.type);
}

/** Enter on a button, link or disclosure does what that control does. */
const isActivatable = (target: HTMLElement | null) => Boolean(target?.closest('button, a[href], summary'));

/** Inputs that use the arrow keys themselves (true/false rows, a ranking being dragged). */
const ownsArrows = (target: HTMLElement | null) => Boolean(target?.closest('[data-own-arrows]'));

/**
 * A first ranking still in the order the item lists its responses: complete, but Enter (pressed to
 * move on from the last question, say) must not send it unseen; the Submit button does.
 */
function isUntouchedRanking(item: PlayerItem | undefined, progress: QuestionProgress): boolean {
  return item?.type === 'ranking' && progress.saved === null && sameResponse(responseOf(progress.draft), responseOf(emptyDraft(item)));
}

/** A single best answer's option for a number (1 for the first) or its letter; none for the other types. */
function optionFor(item: PlayerItem | undefined, key: string): ItemKey | null {
  if (item?.type !== 'sba' || key.length !== 1) return null;
  const keys = item.options.map((option) => option.key);
  if (/^[1-9]$/.test(key)) return keys[Number(key) - 1] ?? null;
  return keys.find((option) => option === key.toUpperCase()) ?? null;
}

/**
 * The player's shortcuts: for a single best answer, 1–8 or A–H (as many as it has options) choose
 * and S strikes out the focused or selected option (again to restore it); for every type, Enter
 * submits a complete answer (then moves on), F flags, ←/→ previous and next. Ignored while the user
 * types in a field or works in a dialog; the other types are answered with their own controls.
 */
export function useQuizKeyboard({ onAdvance, enabled = true }: QuizKeyboardActions) {
  const dispatch = useAppDispatch();
  const store = useAppStore();

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (isTyping(target)) return;
      const state = selectQuizState(store.getState());
      if (state.phase !== 'active') return;
      const questionId = state.questionIds[state.currentIndex];
      const progress = questionId ? state.progress[questionId] : undefined;
      if (!questionId || !progress) return;

      const item = selectCurrentQuestion(store.getState())?.item;
      const letter = optionFor(item, event.key);
      if (letter) {
        event.preventDefault();
        dispatch(optionSelected(letter));
        return;
      }
      switch (event.key) {
        case 'Enter': {
          if (isActivatable(target)) return;
          event.preventDefault();
          if (hasUnsavedResponse(progress, state.mode) && !isUntouchedRanking(item, progress)) void dispatch(submitAnswer());
          else if (progress.phase === 'answered') onAdvance();
          return;
        }
        case 'f':
        case 'F':
          event.preventDefault();
          void dispatch(toggleFlag(questionId));
          return;
        case 's':
        case 'S': {
          if (!isEditable(progress, state.mode) || progress.draft.type !== 'sba') return;
          event.preventDefault();
          const focused = target instanceof HTMLInputElement && target.type === 'radio' ? optionFor(item, target.value) : null;
          const option = focused ?? progress.draft.choice;
          if (!option) return;
          dispatch(progress.struck.includes(option) ? optionRestored(option) : optionStruckOut(option));
          return;
        }
        case 'ArrowLeft':
          if (ownsArrows(target)) return;
          event.preventDefault();
          dispatch(movedPrevious());
          return;
        case 'ArrowRight':
          if (ownsArrows(target)) return;
          event.preventDefault();
          dispatch(movedNext());
          return;
        default:
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dispatch, store, onAdvance, enabled]);
}
