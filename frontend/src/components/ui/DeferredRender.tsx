import type { ReactNode } from 'react';
import { useIdle } from '../../lib/use-idle';
import { useNearViewport } from '../../lib/use-near-viewport';

/**
 * Renders its children once they are near the viewport or the browser is idle, whichever comes
 * first: a part below the fold stays out of the task that paints the page's first content (and its
 * queries start after it). `minHeight` keeps room for it meanwhile.
 */
export function DeferredRender({ children, minHeight }: { children: ReactNode; minHeight: string }) {
  const [placeholder, near] = useNearViewport<HTMLDivElement>();
  const idle = useIdle();
  if (near || idle) return children;
  return <div ref={placeholder} className="deferred-content" style={{ minHeight }} aria-hidden="true" />;
}
