import { useSyncExternalStore } from 'react';

/** Whether the media query matches now, re-rendering when it changes; `fallback` where matchMedia is missing. */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}

/** The player's wide layout (palette and reference sheets beside the question); the same width as in quiz.css. */
export const WIDE_PLAYER = '(min-width: 64rem)';
