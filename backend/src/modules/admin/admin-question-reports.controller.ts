import { Body, Get, Param, Patch, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
} from '@nestjs/swagger';
import { AdminQuestionReportsService } from './admin-question-reports.service';
import { AdminQuestionReportDto, AdminQuestionReportPageDto, ListQuestionReportsQueryDto, UpdateQuestionReportDto } from './dto/admin-question.dto';
import { CurrentPrincipal } from '../auth/current-principal.decorator';
import type { Principal } from '../auth/principal';
import { ContentController } from './admin-controller.decorator';

@ContentController('admin/question-reports')
export class AdminQuestionReportsController {
  constructor(private readonly reports: AdminQuestionReportsService) {}

  @Get()
  @ApiOperation({ summary: "Users' reports of errors in questions, newest first, a page at a time (?status=open for the queue, ?exam=mrcp-1 for one exam)" })
  @ApiOkResponse({ type: AdminQuestionReportPageDto })
  @ApiBadRequestResponse({ description: 'page, limit (1–100) or status out of range, or no exam has that slug or id (UNKNOWN_EXAM)' })
  list(@Query() query: ListQuestionReportsQueryDto): Promise<AdminQuestionReportPageDto> {
    return this.reports.list(query);
  }

  @Patch(':id')
  @ApiOperation({
    summary:
      'Triage a report: open → accepted (the item needs a change) or rejected (it stands; a reply saying why is required), accepted → fixed (fixedInVersion: the newer version that fixes it). The reply is shown to the reporter; every decision is audited.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: AdminQuestionReportDto })
  @ApiBadRequestResponse({
    description: 'status is not accepted, rejected or fixed; REPORT_REPLY_REQUIRED; REPORT_FIX_VERSION_REQUIRED, _UNEXPECTED or _INVALID (not an existing version newer than the one reported)',
  })
  @ApiNotFoundResponse({ description: 'No report has that id' })
  @ApiConflictResponse({ description: 'ILLEGAL_REPORT_TRANSITION: the report is not in a status that allows this move' })
  decide(@CurrentPrincipal() user: Principal, @Param('id') id: string, @Body() body: UpdateQuestionReportDto): Promise<AdminQuestionReportDto> {
    return this.reports.decide(user.userId, id, body);
  }
}
