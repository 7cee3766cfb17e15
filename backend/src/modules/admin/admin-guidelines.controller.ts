import { Body, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import { CurrentPrincipal } from '../auth/current-principal.decorator';
import type { Principal } from '../auth/principal';
import { ContentController } from './admin-controller.decorator';
import { AdminErrors } from './admin.errors';
import { AdminGuidelinesService } from './admin-guidelines.service';
import { GuidelineFlaggedDto, GuidelineListDto, GuidelineUpdatedDto } from './dto/admin-content.dto';

/** A guideline code as items cite it (e.g. NG219, CG95, RCUK-ALS). */
const GUIDELINE_CODE = /^[A-Za-z0-9][A-Za-z0-9 ./_-]{0,49}$/;

@ContentController('admin/guidelines')
export class AdminGuidelinesController {
  constructor(private readonly guidelines: AdminGuidelinesService) {}

  @Get()
  @ApiOperation({ summary: 'Guidelines marked updated, most recent first' })
  @ApiOkResponse({ type: GuidelineListDto })
  list(): Promise<GuidelineListDto> {
    return this.guidelines.list();
  }

  @Post(':code/updated')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Mark a guideline updated: every live item citing its code is flagged for review',
    description:
      'An item cites a code when one of its references has exactly that code. Each gets review_flag "Guideline {code} updated: {note}", cleared when a new version of it is published. Marking a code again replaces its note.',
  })
  @ApiParam({ name: 'code', example: 'NG219' })
  @ApiOkResponse({ type: GuidelineFlaggedDto })
  @ApiBadRequestResponse({ description: 'INVALID_GUIDELINE_CODE, or the note is missing or too long' })
  markUpdated(@Param('code') code: string, @Body() body: GuidelineUpdatedDto, @CurrentPrincipal() actor: Principal): Promise<GuidelineFlaggedDto> {
    if (!GUIDELINE_CODE.test(code)) throw AdminErrors.invalidGuidelineCode(code);
    return this.guidelines.markUpdated(code, body.note, actor);
  }
}
