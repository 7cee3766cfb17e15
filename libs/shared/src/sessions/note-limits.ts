// Apart from the note schemas (question-actions.schemas.ts): the player's note box counts against
// the limit as the student types, and must not load zod to do so.

/** The longest private note on a question, in characters (after trimming). */
export const NOTE_MAX_LENGTH = 2000;

export const NOTE_TOO_LONG_MESSAGE = `Keep your note under ${NOTE_MAX_LENGTH} characters.`;
