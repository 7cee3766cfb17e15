import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router-dom';

const STORAGE_KEY = 'medprep:scroll-positions';

/** Scroll positions by history entry (location.key), kept for the tab's session as the browser would. */
const positions: Record<string, number> = readPositions();

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function savePositions() {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or blocked: positions are kept for this page's life only.
  }
}

/** Navigations that keep the scroll position (e.g. switching tabs) pass this as their state. */
export const KEEP_SCROLL = { preventScrollReset: true } as const;

const keepsScroll = (location: Location) => (location.state as { preventScrollReset?: boolean } | null)?.preventScrollReset === true;

/**
 * Scroll handling of a layout: a new page starts at the top, or at its #hash target; back, forward
 * and a reload return to where the reader was. Runs when the new page is on screen, after its code
 * has loaded.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const { key } = location;

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      positions[key] = window.scrollY;
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', savePositions);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', savePositions);
    };
  }, [key]);

  useLayoutEffect(() => {
    const saved = positions[key];
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (keepsScroll(location)) return;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    // Once per history entry, with the location and navigation type it arrived with.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new entry is a new key; same-entry location changes must not scroll
  }, [key]);

  return null;
}
