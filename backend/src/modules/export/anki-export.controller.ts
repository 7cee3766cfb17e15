import { Controller, Get, Query, Res, StreamableFile, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCookieAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ANKI_MAX_CARDS } from '@medprep/shared';
import type { Response } from 'express';
import { CurrentPrincipal } from '../auth/current-principal.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import type { Principal } from '../auth/principal';
import { AnkiExportQueryDto } from './anki-export.dto';
import { AnkiExportService } from './anki-export.service';

@ApiTags('export')
@ApiCookieAuth('token')
@UseGuards(JwtAuthGuard)
@Controller('export')
export class AnkiExportController {
  constructor(private readonly decks: AnkiExportService) {}

  @Get('anki')
  @ApiOperation({
    summary: "The caller's missed or flagged items of an exam as an Anki deck (.apkg)",
    description: `One card per item, newest first, at most ${ANKI_MAX_CARDS}: the front holds the stem and options or parts, the back the key, the explanations and the references. Images from /media are inside the deck; other images stay links.`,
  })
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({ description: 'The .apkg file (Content-Disposition: attachment; filename=medprep-{slug}.apkg)', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } })
  @ApiBadRequestResponse({ description: 'exam missing, or which not one of missed, flagged' })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiForbiddenResponse({ description: 'No access to the exam (NO_ACCESS)' })
  @ApiNotFoundResponse({ description: 'No exam has that slug (EXAM_NOT_FOUND)' })
  async anki(@CurrentPrincipal() user: Principal, @Query() query: AnkiExportQueryDto, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const file = await this.decks.deck(user.userId, query.exam, query.which);
    res.setHeader('Content-Type', 'application/octet-stream');
    res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
    res.setHeader('X-Anki-Cards', String(file.cards));
    return new StreamableFile(file.body);
  }
}
