import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal } from '../auth/current-principal.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import type { Principal } from '../auth/principal';
import { AnswerDto, SessionIdDto, SessionInitDto, SyncTimeDto } from './dto/session.dto';
import { SessionsService } from './sessions.service';

/** The question-session endpoints: start, answer, time sync, end and review. */
@ApiTags('sessions')
@ApiCookieAuth('token')
@UseGuards(JwtAuthGuard)
@Controller('r/s')
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Post('init')
  @ApiOperation({ summary: 'Start a session: exam, mode (tutor|timed|mock), filter (all|new|incorrect|flagged|review), topics, count' })
  init(@CurrentPrincipal() user: Principal, @Body() body: SessionInitDto) {
    return this.sessions.start(user.userId, body);
  }

  @Post('qa')
  @HttpCode(200)
  @ApiOperation({ summary: 'Answer a question (recorded once; refused outside the session or after the time limit)' })
  answer(@CurrentPrincipal() user: Principal, @Body() body: AnswerDto) {
    return this.sessions.answer(user.userId, body);
  }

  @Post('st')
  @HttpCode(200)
  @ApiOperation({ summary: "Sync the session's time: the server's elapsed and remaining time are authoritative" })
  syncTime(@CurrentPrincipal() user: Principal, @Body() body: SyncTimeDto) {
    return this.sessions.syncTime(user.userId, body.sessionId, body.elapsedMs);
  }

  @Post('end')
  @HttpCode(200)
  @ApiOperation({ summary: 'End the session and get its review' })
  end(@CurrentPrincipal() user: Principal, @Body() body: SessionIdDto) {
    return this.sessions.end(user.userId, body.sessionId);
  }

  @Get(':sessionId')
  @ApiOperation({ summary: 'A session with its questions and the answers given so far (to resume)' })
  @ApiOkResponse({ description: 'The session' })
  get(@CurrentPrincipal() user: Principal, @Param('sessionId') sessionId: string) {
    return this.sessions.get(user.userId, sessionId);
  }

  @Get(':sessionId/review')
  @ApiOperation({ summary: 'Score, time, per-topic breakdown and every question with the answer given (a running tutor session: only the questions answered so far; a running timed or mock session: 409, end it first)' })
  review(@CurrentPrincipal() user: Principal, @Param('sessionId') sessionId: string) {
    return this.sessions.review(user.userId, sessionId);
  }
}
