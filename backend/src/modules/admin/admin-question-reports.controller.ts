import { Body, Get, Param, Patch, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
} from '@nestjs/swagger';
import { AdminQuestionReportsService } from './admin-question-reports.service';
import { AdminQuestionReportDto, AdminQuestionReportPageDto, ListQuestionReportsQueryDto, UpdateQuestionReportDto } from './dto/admin-question.dto';
import { ContentController } from './admin-controller.decorator';

@ContentController('admin/question-reports')
export class AdminQuestionReportsController {
  constructor(private readonly reports: AdminQuestionReportsService) {}

  @Get()
  @ApiOperation({ summary: "Users' reports of errors in questions, newest first, a page at a time (?status=open for the queue)" })
  @ApiOkResponse({ type: AdminQuestionReportPageDto })
  @ApiBadRequestResponse({ description: 'page, limit (1–100) or status out of range' })
  list(@Query() query: ListQuestionReportsQueryDto): Promise<AdminQuestionReportPageDto> {
    return this.reports.list(query);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Close a report: resolved (the question was corrected) or rejected (it stands)' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: AdminQuestionReportDto })
  @ApiBadRequestResponse({ description: 'status is not resolved or rejected' })
  @ApiNotFoundResponse({ description: 'No report has that id' })
  decide(@Param('id') id: string, @Body() body: UpdateQuestionReportDto): Promise<AdminQuestionReportDto> {
    return this.reports.decide(id, body);
  }
}
