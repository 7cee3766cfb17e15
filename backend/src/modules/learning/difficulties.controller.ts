import { Body, Get, HttpCode, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { DomainError } from '../../common/errors/domain-error';
import { AdminController } from '../admin/admin-controller.decorator';
import { CurrentPrincipal } from '../auth/current-principal.decorator';
import type { Principal } from '../auth/principal';
import { RefitDifficultiesDto } from './difficulties.dto';
import { DifficultiesService } from './difficulties.service';

@AdminController('admin/learning/difficulties')
export class DifficultiesController {
  constructor(private readonly difficulties: DifficultiesService) {}

  @Post('refit')
  @HttpCode(202)
  @ApiOperation({ summary: "Refit every item's Rasch difficulty from all answers, in the background; follow it at refit/latest" })
  @ApiAcceptedResponse({ description: 'The run, started: status running, done 0 of total exams' })
  @ApiBadRequestResponse({ description: 'A field other than exam, or exam not a slug' })
  @ApiNotFoundResponse({ description: 'No exam has that slug (EXAM_NOT_FOUND)' })
  @ApiConflictResponse({ description: 'A refit is running already (REFIT_RUNNING)' })
  refit(@CurrentPrincipal() admin: Principal, @Body() body: RefitDifficultiesDto) {
    return this.difficulties.refit(admin.userId, body.exam);
  }

  @Get('refit/latest')
  @ApiOperation({ summary: 'The latest refit: status (running, done, failed) and exams done of total' })
  @ApiOkResponse({ description: 'The run' })
  @ApiNotFoundResponse({ description: 'No refit has run yet' })
  async latest() {
    const run = await this.difficulties.latest();
    if (!run) throw new DomainError('not_found', 'NO_REFIT', 'No refit has run yet.');
    return run;
  }
}
