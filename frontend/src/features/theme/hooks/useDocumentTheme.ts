import { useEffect } from 'react';
import type { Theme } from '@medprep/shared';

/** Applies `theme` as `data-theme` on <html>, where the colour tokens of styles.css switch. */
export function useDocumentTheme(theme: Theme) {
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
}
