import { Body, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import { ContentController } from '../admin/admin-controller.decorator';
import { CurrentPrincipal } from '../auth/current-principal.decorator';
import type { Principal } from '../auth/principal';
import { QuestionStatsDto, StatsRunDto, StatsRunStartedDto } from './dto/item-stats.dto';
import { EmptyBodyPipe } from './empty-body.pipe';
import { ItemStatsService } from './item-stats.service';

@ContentController('admin/item-stats')
export class ItemStatsRunsController {
  constructor(private readonly stats: ItemStatsService) {}

  @Post('runs')
  @HttpCode(202)
  @ApiOperation({ summary: 'Recompute the statistics of every live item, in the background; follow it at runs/latest' })
  @ApiAcceptedResponse({ type: StatsRunStartedDto })
  @ApiConflictResponse({ description: 'RUN_IN_PROGRESS: a run (started here, on another instance or nightly) is still going' })
  @ApiBadRequestResponse({ description: 'A body with fields: a run takes none' })
  start(@CurrentPrincipal() principal: Principal, @Body(EmptyBodyPipe) _body: unknown): Promise<StatsRunStartedDto> {
    return this.stats.start(principal.userId);
  }

  @Get('runs/latest')
  @ApiOperation({ summary: 'The latest statistics run and its progress (done of total items)' })
  @ApiOkResponse({ type: StatsRunDto })
  @ApiNotFoundResponse({ description: 'STATS_RUN_NOT_FOUND: no run yet' })
  latest(): Promise<StatsRunDto> {
    return this.stats.latestRun();
  }
}

@ContentController('admin/questions')
export class QuestionStatsController {
  constructor(private readonly service: ItemStatsService) {}

  @Get(':id/stats')
  @ApiOperation({ summary: "A question's statistics from the latest run: facility, discrimination, how often each part was chosen, flags" })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: QuestionStatsDto })
  @ApiNotFoundResponse({ description: 'QUESTION_STATS_NOT_FOUND: none computed yet for this question' })
  stats(@Param('id') id: string): Promise<QuestionStatsDto> {
    return this.service.statsOf(id);
  }
}
