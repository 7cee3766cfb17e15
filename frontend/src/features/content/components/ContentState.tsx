import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import type { ContentStatus } from '../hooks/useContent';

export interface ContentStateProps {
  status: ContentStatus;
  count: number;
  /** 'the testimonials', for the messages. */
  what: string;
  onRetry: () => void;
  /** Shown while loading: placeholders the size of the content, so nothing jumps when it arrives. */
  skeleton: ReactNode;
  children: ReactNode;
}

/** Loading, failed (with a retry), empty, or the content. */
export function ContentState({ status, count, what, onRetry, skeleton, children }: ContentStateProps) {
  if (status === 'failed') {
    return (
      <div className="notice notice--error content-error" role="alert">
        <p>We couldn&rsquo;t load {what}.</p>
        <Button variant="secondary" className="btn--small" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (status !== 'ready') {
    return (
      <div aria-busy="true">
        <p className="visually-hidden" role="status">
          Loading {what}…
        </p>
        {skeleton}
      </div>
    );
  }
  if (count === 0) return <p className="notice">Nothing to show here yet.</p>;
  return <>{children}</>;
}

export function SkeletonCards({ count, className }: { count: number; className: string }) {
  return (
    <ul className={className} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="skeleton-card" />
      ))}
    </ul>
  );
}
