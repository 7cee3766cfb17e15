import {
  answerInputSchema,
  answerResultSchema,
  availabilityInputSchema,
  availabilitySchema,
  sessionClockResultSchema,
  sessionIdInputSchema,
  sessionInitInputSchema,
  sessionReviewSchema,
  sessionSchema,
  syncTimeInputSchema,
} from '../../api/sessions.schemas';
import { noteInputSchema, noteListSchema, noteResultSchema, questionRefInputSchema } from '../../api/question-actions.schemas';
import { mutation, query } from '../procedure-definition';

export const sessionsProcedures = {
  available: query({ input: availabilityInputSchema, output: availabilitySchema }),
  start: mutation({ input: sessionInitInputSchema, output: sessionSchema }),
  get: query({ input: sessionIdInputSchema, output: sessionSchema }),
  answer: mutation({ input: answerInputSchema, output: answerResultSchema }),
  syncTime: mutation({ input: syncTimeInputSchema, output: sessionClockResultSchema }),
  end: mutation({ input: sessionIdInputSchema, output: sessionReviewSchema }),
  review: query({ input: sessionIdInputSchema, output: sessionReviewSchema }),
  /** The caller's private notes, newest first. */
  notes: query({ output: noteListSchema }),
  note: query({ input: questionRefInputSchema, output: noteResultSchema }),
  saveNote: mutation({ input: noteInputSchema, output: noteResultSchema }),
};
