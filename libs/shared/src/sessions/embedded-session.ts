/**
 * The id of the element in which the player's page carries its running session, as
 * `GET /api/r/s/:id` gives it to its owner (a JSON script element after #root): the player opens
 * from it instead of asking again while its code loads.
 */
export const EMBEDDED_SESSION_ELEMENT_ID = 'medprep-session';
