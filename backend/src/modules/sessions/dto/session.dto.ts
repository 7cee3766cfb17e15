import { answerInputSchema, noteInputSchema, sessionIdInputSchema, sessionInitInputSchema, syncTimeInputSchema } from '@medprep/shared';
import { createZodDto } from 'nestjs-zod';

export class SessionInitDto extends createZodDto(sessionInitInputSchema) {}
export class AnswerDto extends createZodDto(answerInputSchema) {}
export class SyncTimeDto extends createZodDto(syncTimeInputSchema) {}
export class SessionIdDto extends createZodDto(sessionIdInputSchema) {}
export class NoteDto extends createZodDto(noteInputSchema) {}
