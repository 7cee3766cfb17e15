import { Body, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
} from '@nestjs/swagger';
import { AdminQuestionsService } from './admin-questions.service';
import { AdminQuestionDto, AdminQuestionPageDto, ListQuestionsQueryDto, QuestionInputDto, QuestionPatchDto } from './dto/admin-question.dto';
import { AdminController } from './admin-controller.decorator';

@AdminController('admin/questions')
export class AdminQuestionsController {
  constructor(private readonly questions: AdminQuestionsService) {}

  @Get()
  @ApiOperation({ summary: 'Questions by key, a page at a time, filtered by exam slug, status, topic and text in the stem' })
  @ApiOkResponse({ type: AdminQuestionPageDto })
  @ApiBadRequestResponse({ description: 'A filter out of range, or no exam has that slug' })
  list(@Query() query: ListQuestionsQueryDto): Promise<AdminQuestionPageDto> {
    return this.questions.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One question with its options, explanations and references' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: AdminQuestionDto })
  @ApiNotFoundResponse({ description: 'No question has that id' })
  get(@Param('id') id: string): Promise<AdminQuestionDto> {
    return this.questions.get(id);
  }

  @Post()
  @ApiOperation({ summary: 'Add a question (the rules of an import row: five options, one answer, an explanation for each)' })
  @ApiCreatedResponse({ type: AdminQuestionDto })
  @ApiBadRequestResponse({ description: 'An invalid field (named in the message and details.fields), or no exam has that slug or id' })
  @ApiConflictResponse({ description: 'Another question has that key' })
  create(@Body() body: QuestionInputDto): Promise<AdminQuestionDto> {
    return this.questions.create(body);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change some fields of a question (the key is fixed: imports match on it)' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: AdminQuestionDto })
  @ApiBadRequestResponse({ description: 'An invalid field, or no exam has that slug or id' })
  @ApiNotFoundResponse({ description: 'No question has that id' })
  @ApiConflictResponse({ description: 'The question has been answered and cannot move to another exam' })
  update(@Param('id') id: string, @Body() body: QuestionPatchDto): Promise<AdminQuestionDto> {
    return this.questions.update(id, body);
  }

  @Delete(':id')
  @ApiOperation({
    summary: 'Withdraw a question',
    description:
      'Sets status=draft: the question leaves new sessions and the exam totals. It is not deleted, because attempts, flags and reports refer to it; PATCH {status: "live"} restores it.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: AdminQuestionDto, description: 'The question, now a draft' })
  @ApiNotFoundResponse({ description: 'No question has that id' })
  withdraw(@Param('id') id: string): Promise<AdminQuestionDto> {
    return this.questions.withdraw(id);
  }
}
