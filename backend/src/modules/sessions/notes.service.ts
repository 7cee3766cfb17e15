import { Injectable } from '@nestjs/common';
import type { NoteInput, NoteListItem, QuestionNote } from '@medprep/shared';
import { SessionErrors } from './sessions.errors';
import { NotesRepository } from './notes.repository';

const EXCERPT_LENGTH = 140;

function excerpt(stem: string): string {
  const flat = stem.replace(/\s+/g, ' ').trim();
  return flat.length <= EXCERPT_LENGTH ? flat : `${flat.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`;
}

/** A private note per user and question: kept on questions the user has practised; an empty text deletes it. */
@Injectable()
export class NotesService {
  constructor(private readonly notes: NotesRepository) {}

  async get(userId: string, questionId: string): Promise<{ questionId: string; note: QuestionNote | null }> {
    if (!(await this.notes.hasSeen(userId, questionId))) throw SessionErrors.noteQuestionNotSeen();
    return { questionId, note: await this.notes.find(userId, questionId) };
  }

  async save(userId: string, input: NoteInput): Promise<{ questionId: string; note: QuestionNote | null }> {
    if (!(await this.notes.hasSeen(userId, input.questionId))) throw SessionErrors.noteQuestionNotSeen();
    if (input.text === '') {
      await this.notes.delete(userId, input.questionId);
      return { questionId: input.questionId, note: null };
    }
    return { questionId: input.questionId, note: await this.notes.save(userId, input.questionId, input.text) };
  }

  async list(userId: string): Promise<{ notes: NoteListItem[] }> {
    const rows = await this.notes.list(userId);
    return { notes: rows.map(({ stem, ...note }) => ({ ...note, stemExcerpt: excerpt(stem) })) };
  }
}
