// Plain constants, apart from any schema: a page that needs the item types or keys (the exam
// page's paper formats, the player) does not load zod for them.

/** The types of item the bank holds; the marks of each are in item-marks.ts. */
export const ITEM_TYPES = ['sba', 'mtf', 'emq', 'ranking', 'choose', 'numeric'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** Option and response keys, in order: an EMQ option list runs to 20. */
export const ITEM_KEYS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O', 'P', 'Q', 'R', 'S', 'T'] as const;
export type ItemKey = (typeof ITEM_KEYS)[number];

export const SBA_OPTIONS = { min: 3, max: 8 } as const;
export const MTF_STATEMENTS = { min: 2, max: 10 } as const;
export const EMQ_OPTIONS = { min: 6, max: 20 } as const;
export const EMQ_STEMS = { min: 2, max: 5 } as const;
export const RANKING_RESPONSES = 5;
export const CHOOSE_RESPONSES = 8;
export const CHOOSE_PICKS = 3;
