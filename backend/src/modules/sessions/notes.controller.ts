import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal } from '../auth/current-principal.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import type { Principal } from '../auth/principal';
import { NoteDto } from './dto/session.dto';
import { NotesService } from './notes.service';

/** Private notes on questions (REST twin of sessions.notes, sessions.note and sessions.saveNote). */
@ApiTags('notes')
@ApiCookieAuth('token')
@UseGuards(JwtAuthGuard)
@Controller('notes')
export class NotesController {
  constructor(private readonly notes: NotesService) {}

  @Get()
  @ApiOperation({ summary: "The caller's notes, newest first, with exam, stem excerpt and a session whose review shows the question" })
  list(@CurrentPrincipal() user: Principal) {
    return this.notes.list(user.userId);
  }

  @Get(':questionId')
  @ApiOperation({ summary: "The caller's note on a question practised (note: null when none)" })
  get(@CurrentPrincipal() user: Principal, @Param('questionId') questionId: string) {
    return this.notes.get(user.userId, questionId);
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Save the note on a question practised (at most 2000 characters); an empty text deletes it' })
  save(@CurrentPrincipal() user: Principal, @Body() body: NoteDto) {
    return this.notes.save(user.userId, body);
  }
}
