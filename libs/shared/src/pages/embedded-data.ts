// The JSON script elements a served page carries data in (backend pages module), which the app reads
// instead of asking the API again while its code loads.

/** A prerendered public page's payload: what it was rendered from (also at `{route}/_payload.json`). */
export const PAYLOAD_ELEMENT_ID = 'medprep-payload';

/**
 * The running session on its owner's player page, as `GET /api/r/s/:id` gives it (after #root): the
 * player opens from it.
 */
export const EMBEDDED_SESSION_ELEMENT_ID = 'medprep-session';
