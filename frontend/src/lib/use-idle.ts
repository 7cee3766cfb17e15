import { useEffect, useState } from 'react';

/**
 * True once the browser has been idle after the first render (at the latest after `timeoutMs`), or
 * as soon as the user presses a key or a pointer: work nobody sees at first (closed modals, parts
 * below the fold) waits until the page's first content has painted.
 */
export function useIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return;
    const done = () => setIdle(true);
    const handle = window.requestIdleCallback ? window.requestIdleCallback(done, { timeout: timeoutMs }) : window.setTimeout(done, timeoutMs / 2);
    const events = ['pointerdown', 'keydown'] as const;
    for (const event of events) window.addEventListener(event, done, { once: true, capture: true });
    return () => {
      if (window.cancelIdleCallback) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
      for (const event of events) window.removeEventListener(event, done, { capture: true });
    };
  }, [idle, timeoutMs]);
  return idle;
}
