import { useEffect } from 'react';
import { OPTION_LETTERS, type OptionLetter } from '@medprep/shared';
import { useAppDispatch, useAppStore } from '../../../app/hooks';
import { submitAnswer, toggleFlag } from '../quiz-flow';
import { hasUnsavedChoice, isEditable, isOptionLetter, movedNext, movedPrevious, optionRestored, optionSelected, optionStruckOut, selectQuizState } from '../quizSlice';

export interface QuizKeyboardActions {
  /** What Enter does once the current question is answered: the next question, or the results. */
  onAdvance: () => void;
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

function letterFor(key: string): OptionLetter | null {
  if (/^[1-5]$/.test(key)) return OPTION_LETTERS[Number(key) - 1];
  const upper = key.toUpperCase();
  return key.length === 1 && isOptionLetter(upper) ? upper : null;
}

/**
 * The player's shortcuts: 1–5 or A–E choose, Enter submits (then moves on), F flags, S strikes out
 * the focused or selected option (again to restore it), ←/→ previous and next. Ignored while the
 * user types in a field or works in a dialog.
 */
export function useQuizKeyboard({ onAdvance }: QuizKeyboardActions) {
  const dispatch = useAppDispatch();
  const store = useAppStore();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (isTyping(target)) return;
      const state = selectQuizState(store.getState());
      if (state.phase !== 'active') return;
      const questionId = state.questionIds[state.currentIndex];
      const progress = questionId ? state.progress[questionId] : undefined;
      if (!questionId || !progress) return;

      const letter = letterFor(event.key);
      if (letter) {
        event.preventDefault();
        dispatch(optionSelected(letter));
        return;
      }
      switch (event.key) {
        case 'Enter': {
          if (isActivatable(target)) return;
          event.preventDefault();
          if (hasUnsavedChoice(progress, state.mode)) void dispatch(submitAnswer());
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
          if (!isEditable(progress, state.mode)) return;
          event.preventDefault();
          const focused = target instanceof HTMLInputElement && target.type === 'radio' && isOptionLetter(target.value) ? target.value : null;
          const option = focused ?? progress.selected;
          if (!option) return;
          dispatch(progress.struck.includes(option) ? optionRestored(option) : optionStruckOut(option));
          return;
        }
        case 'ArrowLeft':
          event.preventDefault();
          dispatch(movedPrevious());
          return;
        case 'ArrowRight':
          event.preventDefault();
          dispatch(movedNext());
          return;
        default:
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dispatch, store, onAdvance]);
}
