import { useEffect, useState } from 'react';

/**
 * True once the element given to the returned ref has come within `rootMargin` of the viewport
 * (and from then on): a part far below the fold loads its code and renders when the user scrolls
 * towards it, not during the page's first load. The ref is a callback, so an element that mounts
 * after the first render (when its data arrives) is watched too. Without IntersectionObserver (old
 * browsers, tests), true at once.
 */
export function useNearViewport<T extends Element>(rootMargin = '400px 0px'): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, element, rootMargin]);
  return [setElement, near];
}
