import type { ItemStatus } from '@medprep/shared';
import { statusLabel } from '../admin-format';

/** A version's lifecycle status as a labelled chip (its colour repeats what the text says). */
export function StatusChip({ status }: { status: ItemStatus }) {
  return <span className={`admin-chip admin-chip--${status}`}>{statusLabel(status)}</span>;
}
