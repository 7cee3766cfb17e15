/**
 * The editorial lifecycle of a question version: written as a draft, sent for review, approved by
 * a second reader, published (live: the only status sessions draw from), and retired when a newer
 * version goes live or the item is withdrawn. Versions are immutable: an edit makes a new draft.
 */
export const ITEM_STATUSES = ['draft', 'in_review', 'approved', 'live', 'retired'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/** The moves an editor can make, by the status a version is in. */
export const ITEM_TRANSITIONS: Readonly<Record<ItemStatus, readonly ItemStatus[]>> = {
  draft: ['in_review', 'retired'],
  in_review: ['approved', 'draft', 'retired'],
  approved: ['live', 'draft', 'retired'],
  live: ['retired'],
  retired: [],
};

export function canMoveItem(from: ItemStatus, to: ItemStatus): boolean {
  return ITEM_TRANSITIONS[from].includes(to);
}

/** How a candidate reads a status in the editor console. */
export const ITEM_STATUS_LABELS: Readonly<Record<ItemStatus, string>> = {
  draft: 'Draft',
  in_review: 'In review',
  approved: 'Approved',
  live: 'Live',
  retired: 'Retired',
};
