import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { addSpan, hasHighlights, removeSpan, type HighlightField, type QuestionHighlights, type Span } from './highlight-spans';
import { readHighlights, writeHighlights, type SessionHighlights } from './highlight-store';
import { selectedRanges, spansInRanges } from './selection-spans';

export interface Highlights {
  /** The current question's highlights. */
  current: QuestionHighlights;
  any: boolean;
  /** Highlights what is selected in the question; false when nothing there is selected. */
  highlightSelection: () => boolean;
  remove: (field: HighlightField, span: Span) => void;
  clear: () => void;
}

/**
 * The highlighter of one session: the current question's highlights, kept per question in the
 * tab's storage. The last selection inside the question is remembered, because tapping a toolbar
 * button on a touch screen can clear the selection before the button hears the tap.
 */
export function useHighlights(sessionId: string, questionId: string, rootRef: RefObject<HTMLElement | null>): Highlights {
  const [all, setAll] = useState<{ sessionId: string; highlights: SessionHighlights }>(() => ({ sessionId, highlights: readHighlights(sessionId) }));
  const highlights = all.sessionId === sessionId ? all.highlights : readHighlights(sessionId);
  const lastSelection = useRef<Range[]>([]);

  const update = useCallback(
    (change: (question: QuestionHighlights) => QuestionHighlights) => {
      setAll((before) => {
        const base = before.sessionId === sessionId ? before.highlights : readHighlights(sessionId);
        const next = { ...base, [questionId]: change(base[questionId] ?? {}) };
        writeHighlights(sessionId, next);
        return { sessionId, highlights: next };
      });
    },
    [sessionId, questionId],
  );

  useEffect(() => {
    lastSelection.current = [];
    const onSelectionChange = () => {
      const root = rootRef.current;
      const ranges = root ? selectedRanges(root) : [];
      if (ranges.length > 0) lastSelection.current = ranges;
    };
    document.addEventListener('selectionchange', onSelectionChange);
    return () => document.removeEventListener('selectionchange', onSelectionChange);
  }, [questionId, rootRef]);

  const highlightSelection = useCallback(() => {
    const root = rootRef.current;
    if (!root) return false;
    const current = selectedRanges(root);
    const found = spansInRanges(root, current.length > 0 ? current : lastSelection.current);
    lastSelection.current = [];
    if (found.length === 0) return false;
    update((question) => {
      const next = { ...question };
      for (const { field, span } of found) next[field] = addSpan(next[field] ?? [], span);
      return next;
    });
    window.getSelection()?.removeAllRanges();
    return true;
  }, [rootRef, update]);

  const remove = useCallback((field: HighlightField, span: Span) => update((question) => ({ ...question, [field]: removeSpan(question[field] ?? [], span) })), [update]);
  const clear = useCallback(() => update(() => ({})), [update]);

  const current = highlights[questionId] ?? {};
  return { current, any: hasHighlights(current), highlightSelection, remove, clear };
}
