import { z } from 'zod';
import { NOTE_MAX_LENGTH, NOTE_TOO_LONG_MESSAGE } from '../sessions/note-limits';
import { ref } from './ref.schema';

// What a candidate does to a question besides answering it (flag, note, report), apart from the
// session schemas: the player validates with these, and the session and item schemas are costly to build.

export const flagResultSchema = z.object({ questionId: z.string(), flagged: z.boolean() });
export const questionRefInputSchema = z.strictObject({ questionId: ref('questionId') });
export const reportInputSchema = z.strictObject({
  questionId: ref('questionId'),
  message: z.string().trim().min(5, 'Tell us briefly what looks wrong (at least 5 characters).').max(2000, 'Keep the report under 2000 characters.'),
});

/** A private note on a question; an empty text deletes it. */
export const noteInputSchema = z.strictObject({
  questionId: ref('questionId'),
  text: z.string({ error: 'text must be a string' }).trim().max(NOTE_MAX_LENGTH, NOTE_TOO_LONG_MESSAGE),
});
export type NoteInput = z.infer<typeof noteInputSchema>;

export const noteSchema = z.object({
  questionId: z.string(),
  text: z.string(),
  updatedAt: z.date(),
});
export type QuestionNote = z.infer<typeof noteSchema>;

/** The saved note, or null once deleted. */
export const noteResultSchema = z.object({ questionId: z.string(), note: noteSchema.nullable() });

/** A note as the notes page lists it: with its exam, an excerpt of the stem and a review to open. */
export const noteListItemSchema = noteSchema.extend({
  examSlug: z.string(),
  examTitle: z.string(),
  stemExcerpt: z.string(),
  /** The latest session whose review shows the question (null when none can be shown yet). */
  reviewSessionId: z.string().nullable(),
});
export const noteListSchema = z.object({ notes: z.array(noteListItemSchema) });
export type NoteListItem = z.infer<typeof noteListItemSchema>;
