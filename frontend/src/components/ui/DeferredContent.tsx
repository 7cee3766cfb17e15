import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';

export interface DeferredContentProps {
  load: () => Promise<{ default: ComponentType }>;
  /** Space kept for the content while it loads (CSS length), so the page does not jump. */
  minHeight: string;
  /** Start loading this far before the placeholder scrolls into view. */
  rootMargin?: string;
}

/**
 * Renders a lazily loaded part of a page once it is near the viewport or the browser is idle,
 * whichever comes first: below-the-fold code stays out of the page's first load.
 */
export function DeferredContent({ load, minHeight, rootMargin = '800px 0px' }: DeferredContentProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [show, setShow] = useState(false);
  const Content = useMemo(() => lazy(load), [load]);

  useEffect(() => {
    if (show) return;
    const element = placeholder.current;
    const observer =
      typeof IntersectionObserver === 'undefined' || !element
        ? null
        : new IntersectionObserver((entries) => {
            if (entries.some((entry) => entry.isIntersecting)) setShow(true);
          }, { rootMargin });
    if (element) observer?.observe(element);
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(() => setShow(true), { timeout: 3000 })
      : window.setTimeout(() => setShow(true), 1500);
    return () => {
      observer?.disconnect();
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [show, rootMargin]);

  const fallback = <div ref={placeholder} className="deferred-content" style={{ minHeight }} aria-hidden="true" />;
  if (!show) return fallback;
  return (
    <Suspense fallback={<div className="deferred-content" style={{ minHeight }} aria-hidden="true" />}>
      <Content />
    </Suspense>
  );
}
