import type { ReactNode } from 'react';

/** A block that scrolls on a narrow screen (a table, a diff), named, and focusable so the keyboard can scroll it. */
export function ScrollRegion({ label, className = 'admin-table__wrap', children }: { label: string; className?: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (axe: scrollable-region-focusable)
    <div className={className} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
