import { useEffect, useState } from 'react';
import { throttle } from '../../lib/throttle';

/** The scroll position is read at most every 100 ms. */
export const HEADER_SCROLL_THROTTLE_MS = 100;

/**
 * The header becomes fixed when the (throttled) vertical scroll position is past its
 * previous value, and is released otherwise.
 */
export function useFixedHeader(): boolean {
  const [fixed, setFixed] = useState(false);

  useEffect(() => {
    let previous = window.scrollY;
    const onScroll = throttle(() => {
      const current = window.scrollY;
      setFixed(current > previous);
      previous = current;
    }, HEADER_SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      onScroll.cancel();
    };
  }, []);

  return fixed;
}
