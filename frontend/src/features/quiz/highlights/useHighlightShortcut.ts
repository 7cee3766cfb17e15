import { useEffect } from 'react';

/** H highlights the selection, unless the user is typing in a field or working in a dialog. */
export function useHighlightShortcut(onHighlight: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.key.toLowerCase() !== 'h') return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (target && (target.isContentEditable || target.closest('input:not([type="radio"]), textarea, select, [role="dialog"]'))) return;
      event.preventDefault();
      onHighlight();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onHighlight]);
}
