import { ITEM_TRANSITIONS, type ItemStatus } from '@medprep/shared';

/** The button that makes each move, by the status it moves a version to. */
export const MOVE_LABELS: Readonly<Record<ItemStatus, string>> = {
  draft: 'Return to draft',
  in_review: 'Send for review',
  approved: 'Approve',
  live: 'Publish',
  retired: 'Retire',
};

/** Moves that change what candidates see: asked again before they are made. */
const CONFIRMED: ReadonlySet<ItemStatus> = new Set(['live', 'retired']);

export interface LifecycleMove {
  to: ItemStatus;
  label: string;
  confirm: boolean;
}

/** The moves a version in `status` may make (the shared transition table), in the table's order. */
export function movesFrom(status: ItemStatus): LifecycleMove[] {
  return ITEM_TRANSITIONS[status].map((to) => ({ to, label: MOVE_LABELS[to], confirm: CONFIRMED.has(to) }));
}
