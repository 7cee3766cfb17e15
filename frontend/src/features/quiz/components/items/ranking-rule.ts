/** The instruction above a ranking, shared by the input and the rows standing in while it loads (kept apart so the loader stays out of the lazy chunk). */
export const RANKING_RULE = 'Most appropriate first. Drag a response by its handle, or use Move up and Move down.';
