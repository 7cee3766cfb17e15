import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `rootMargin` of the viewport (and from then on): a part
 * far below the fold loads its code and renders when the user scrolls towards it, not during the
 * page's first load. Without IntersectionObserver (old browsers, tests), true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin = '400px 0px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, rootMargin]);
  return near;
}
