import { Inject } from '@nestjs/common';
import type { AnswerInput, NoteInput, SessionInitInput } from '@medprep/shared';
import { sessionsProcedures } from '@medprep/shared/contract';
import { Ctx, Input, Mutation, Query, Router, UseMiddlewares } from 'nestjs-trpc';
import { RequireUser } from '../../trpc/auth.middleware';
import type { Principal } from '../auth/principal';
import { NotesService } from './notes.service';
import { SessionsService } from './sessions.service';

type SignedIn = { user: Principal };

@Router({ alias: 'sessions' })
@UseMiddlewares(RequireUser)
export class SessionsRouter {
  constructor(
    @Inject(SessionsService) private readonly sessions: SessionsService,
    @Inject(NotesService) private readonly noteService: NotesService,
  ) {}

  @Query(sessionsProcedures.available)
  available(@Ctx() ctx: SignedIn, @Input('exam') exam: string) {
    return this.sessions.availability(ctx.user.userId, exam);
  }

  @Mutation(sessionsProcedures.start)
  start(@Ctx() ctx: SignedIn, @Input() input: SessionInitInput) {
    return this.sessions.start(ctx.user.userId, input);
  }

  @Query(sessionsProcedures.get)
  get(@Ctx() ctx: SignedIn, @Input('sessionId') sessionId: string) {
    return this.sessions.get(ctx.user.userId, sessionId);
  }

  @Mutation(sessionsProcedures.answer)
  answer(@Ctx() ctx: SignedIn, @Input() input: AnswerInput) {
    return this.sessions.answer(ctx.user.userId, input);
  }

  @Mutation(sessionsProcedures.syncTime)
  syncTime(@Ctx() ctx: SignedIn, @Input('sessionId') sessionId: string, @Input('elapsedMs') elapsedMs: number) {
    return this.sessions.syncTime(ctx.user.userId, sessionId, elapsedMs);
  }

  @Mutation(sessionsProcedures.end)
  end(@Ctx() ctx: SignedIn, @Input('sessionId') sessionId: string) {
    return this.sessions.end(ctx.user.userId, sessionId);
  }

  @Query(sessionsProcedures.review)
  review(@Ctx() ctx: SignedIn, @Input('sessionId') sessionId: string) {
    return this.sessions.review(ctx.user.userId, sessionId);
  }

  @Query(sessionsProcedures.notes)
  notes(@Ctx() ctx: SignedIn) {
    return this.noteService.list(ctx.user.userId);
  }

  @Query(sessionsProcedures.note)
  note(@Ctx() ctx: SignedIn, @Input('questionId') questionId: string) {
    return this.noteService.get(ctx.user.userId, questionId);
  }

  @Mutation(sessionsProcedures.saveNote)
  saveNote(@Ctx() ctx: SignedIn, @Input() input: NoteInput) {
    return this.noteService.save(ctx.user.userId, input);
  }
}
