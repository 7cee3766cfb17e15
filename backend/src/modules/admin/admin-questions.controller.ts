import { Body, Delete, Get, Headers, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiProduces,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
} from '@nestjs/swagger';
import type { QuestionRecord } from '@medprep/shared';
import type { Response } from 'express';
import { QUESTION_IMPORT_MAX_BYTES } from '../questions/question-import';
import { SBA_CSV_COLUMNS } from '../questions/sba-csv';
import { AdminQuestionsService } from './admin-questions.service';
import {
  AdminQuestionDto,
  AdminQuestionPageDto,
  ExportQuestionsQueryDto,
  ImportReportDto,
  ListQuestionsQueryDto,
  QuestionRecordDto,
  QuestionRecordPatchDto,
} from './dto/admin-question.dto';
import { AdminController } from './admin-controller.decorator';
import { AdminErrors } from './admin.errors';

const RECORD = { $ref: '#/components/schemas/QuestionRecordDto' };
const CSV_FORMAT = `One row per single-best-answer question under a header row naming its columns: ${SBA_CSV_COLUMNS.join(', ')}. \
Options run A, B, C… without a gap (3–8). references and media hold entries separated by ";;", the fields of an entry by "|": \
title | publisher | year | code | url, and kind | src | alt | caption | width | height. status is draft or live (live when empty), sample true or false.`;

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

  @Get('export')
  @ApiOperation({
    summary: "An exam's questions as a file to import again: JSON for every type, CSV for single-best-answer items",
    description: `JSON is the seed and import format, { exam, questions: [records without exam] }. ${CSV_FORMAT}`,
  })
  @ApiProduces('application/json', 'text/csv')
  @ApiOkResponse({
    content: {
      'application/json': { schema: { type: 'object', properties: { exam: { type: 'string' }, questions: { type: 'array', items: RECORD } } } },
      'text/csv': { schema: { type: 'string' } },
    },
  })
  @ApiBadRequestResponse({ description: 'No exam has that slug, or CSV asked for an exam with items of other types (EXPORT_CSV_SBA_ONLY)' })
  async exportFile(@Query() query: ExportQuestionsQueryDto, @Res({ passthrough: true }) res: Response): Promise<string> {
    const file = await this.questions.exportFile(query);
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
    return file.body;
  }

  @Post('import')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Import question records by key (new keys added, known keys updated): the whole file, or nothing when any question has a problem',
    description: `Each question is a record: an item (components.schemas.Item, the JSON Schema of an item) with its key, exam, topic, status and sample flag (components.schemas.QuestionRecordDto). \
JSON: an array of records, or { exam, questions } with the exam applied to each. ${CSV_FORMAT} At most ${QUESTION_IMPORT_MAX_BYTES / 1024 / 1024} MB.`,
    requestBody: {
      required: true,
      content: {
        'application/json': {
          schema: {
            oneOf: [
              { type: 'array', items: RECORD },
              { type: 'object', required: ['questions'], properties: { exam: { type: 'string' }, questions: { type: 'array', items: RECORD } } },
            ],
          },
        },
        'text/csv': { schema: { type: 'string', description: 'A header row, then one row per single-best-answer question' } },
      },
    },
  })
  @ApiOkResponse({ type: ImportReportDto })
  @ApiBadRequestResponse({
    description:
      'IMPORT_INVALID: nothing written; details.issues lists each problem as { line, item? (JSON, from 0), column? (CSV), path, message }. IMPORT_UNREADABLE: not JSON or CSV of questions. IMPORT_MEDIA_TYPE: neither application/json nor text/csv.',
  })
  importFile(@Body() body: unknown, @Headers('content-type') contentType: string | undefined): Promise<ImportReportDto> {
    const mediaType = (contentType ?? '').split(';', 1)[0].trim().toLowerCase();
    const format = mediaType === 'application/json' ? 'json' : mediaType === 'text/csv' ? 'csv' : null;
    if (!format || typeof body !== 'string') throw AdminErrors.importMediaType();
    return this.questions.importFile(format, body);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One question with its record: the item with its parts, explanations, references and images' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: AdminQuestionDto })
  @ApiNotFoundResponse({ description: 'No question has that id' })
  get(@Param('id') id: string): Promise<AdminQuestionDto> {
    return this.questions.get(id);
  }

  @Post()
  @ApiOperation({ summary: 'Add a question record of any type (the rules of an import line)' })
  @ApiCreatedResponse({ type: AdminQuestionDto })
  @ApiBadRequestResponse({ description: 'An invalid field (named in the message and details.fields), or no exam has that slug or id' })
  @ApiConflictResponse({ description: 'Another question has that key' })
  create(@Body() body: QuestionRecordDto): Promise<AdminQuestionDto> {
    return this.questions.create(body as QuestionRecord);
  }

  @Patch(':id')
  @ApiOperation({
    summary: 'Change some fields of a question record (the key is fixed: imports match on it)',
    description: 'The fields given replace the record’s (null removes an optional one); a new type replaces the whole item. The record they make is checked whole.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: AdminQuestionDto })
  @ApiBadRequestResponse({ description: 'An invalid field of the record it makes (named in details.fields), or no exam has that slug or id' })
  @ApiNotFoundResponse({ description: 'No question has that id' })
  @ApiConflictResponse({ description: 'The question has been answered and cannot move to another exam' })
  update(@Param('id') id: string, @Body() body: QuestionRecordPatchDto): Promise<AdminQuestionDto> {
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
