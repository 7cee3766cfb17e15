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
  ApiBody,
} from '@nestjs/swagger';
import { CurrentPrincipal } from '../auth/current-principal.decorator';
import type { Principal } from '../auth/principal';
import type { QuestionRecord } from '@medprep/shared';
import type { Response } from 'express';
import { QUESTION_IMPORT_MAX_BYTES } from '../questions/question-import';
import { SBA_CSV_COLUMNS } from '../questions/sba-csv';
import { AdminQuestionsService } from './admin-questions.service';
import {
  AdminQuestionDto,
  AdminQuestionPageDto,
  CreatedQuestionVersionDto,
  ExportQuestionsQueryDto,
  NewQuestionVersionDto,
  QuestionTransitionDto,
  QuestionVersionDto,
  QuestionVersionListDto,
  ImportReportDto,
  ListQuestionsQueryDto,
  QuestionRecordDto,
  QuestionRecordPatchDto,
} from './dto/admin-question.dto';
import { ContentController } from './admin-controller.decorator';
import { AdminErrors } from './admin.errors';

const RECORD = { $ref: '#/components/schemas/QuestionRecordDto' };
const CSV_FORMAT = `One row per single-best-answer question under a header row naming its columns: ${SBA_CSV_COLUMNS.join(', ')}. \
Options run A, B, C… without a gap (3–8). references and media hold entries separated by ";;", the fields of an entry by "|": \
title | publisher | year | code | url, and kind | src | alt | caption | width | height. status is draft or live (live when empty), sample true or false.`;

@ContentController('admin/questions')
export class AdminQuestionsController {
  constructor(private readonly questions: AdminQuestionsService) {}

  @Get()
  @ApiOperation({ summary: 'Questions by key, a page at a time, filtered by exam slug, status, type, topic, review flags and text in the stem or key' })
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
  importFile(@Body() body: unknown, @Headers('content-type') contentType: string | undefined, @CurrentPrincipal() actor: Principal): Promise<ImportReportDto> {
    const mediaType = (contentType ?? '').split(';', 1)[0].trim().toLowerCase();
    const format = mediaType === 'application/json' ? 'json' : mediaType === 'text/csv' ? 'csv' : null;
    if (!format || typeof body !== 'string') throw AdminErrors.importMediaType();
    return this.questions.importFile(format, body, actor);
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
  create(@Body() body: QuestionRecordDto, @CurrentPrincipal() actor: Principal): Promise<AdminQuestionDto> {
    return this.questions.create(body as QuestionRecord, actor);
  }

  @Get(':id/versions')
  @ApiOperation({ summary: 'Every version of a question, newest first, each with its record, who wrote and reviewed it, and its status events' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: QuestionVersionListDto })
  @ApiNotFoundResponse({ description: 'No question has that id' })
  versions(@Param('id') id: string): Promise<QuestionVersionListDto> {
    return this.questions.versions(id);
  }

  @Post(':id/versions')
  @ApiOperation({
    summary: 'Add a new draft version of a question',
    description:
      'The record fields given (as PATCH takes them) are merged into the newest version’s record and checked whole. Versions are immutable: the live version stays served until this one is published through the transitions. A new exam or sample flag applies to the question at once.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiBody({ type: NewQuestionVersionDto })
  @ApiCreatedResponse({ type: CreatedQuestionVersionDto })
  @ApiBadRequestResponse({ description: 'An invalid field of the record it makes (named in details.fields), or no exam has that slug or id' })
  @ApiNotFoundResponse({ description: 'No question has that id' })
  @ApiConflictResponse({ description: 'The question has been answered and cannot move to another exam' })
  addVersion(@Param('id') id: string, @Body() body: NewQuestionVersionDto, @CurrentPrincipal() actor: Principal): Promise<CreatedQuestionVersionDto> {
    return this.questions.addVersion(id, body, actor);
  }

  @Post(':id/versions/:version/transitions')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Move a version through the lifecycle',
    description:
      'draft → in_review → approved → live → retired; in_review and approved may go back to draft; any but retired may be retired. Approving records the reviewer and the date; publishing (→ live) retires the version that was live and serves this one (its review date, next review due 12 months on, the review flag cleared). Every move is a status event and an audit log entry.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiParam({ name: 'version', type: Number })
  @ApiOkResponse({ type: QuestionVersionDto, description: 'The version after the move' })
  @ApiBadRequestResponse({ description: 'to is not a status, or the note is too long' })
  @ApiNotFoundResponse({ description: 'No question has that id, or it has no such version (QUESTION_VERSION_NOT_FOUND)' })
  @ApiConflictResponse({ description: 'ILLEGAL_TRANSITION: the lifecycle does not allow that move from the version’s status' })
  transition(
    @Param('id') id: string,
    @Param('version') version: string,
    @Body() body: QuestionTransitionDto,
    @CurrentPrincipal() actor: Principal,
  ): Promise<QuestionVersionDto> {
    return this.questions.transition(id, version, body, actor);
  }

  @Patch(':id')
  @ApiOperation({
    summary: 'Change some fields of a question record (the key is fixed: imports match on it)',
    description:
      'The fields given replace those of the newest version’s record (null removes an optional one); a new type replaces the whole item. The record they make is checked whole. New content is a new draft version: when the question has a live version, that one stays served until the new one is published (POST …/versions/:version/transitions). status "live" publishes the newest version at once (through in_review and approved, recorded as events); status "draft" withdraws a live question (retires its live version). A new exam or sample flag applies at once.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: AdminQuestionDto })
  @ApiBadRequestResponse({ description: 'An invalid field of the record it makes (named in details.fields), or no exam has that slug or id' })
  @ApiNotFoundResponse({ description: 'No question has that id' })
  @ApiConflictResponse({ description: 'The question has been answered and cannot move to another exam' })
  update(@Param('id') id: string, @Body() body: QuestionRecordPatchDto, @CurrentPrincipal() actor: Principal): Promise<AdminQuestionDto> {
    return this.questions.update(id, body, actor);
  }

  @Delete(':id')
  @ApiOperation({
    summary: 'Withdraw a question',
    description:
      'Retires its live version: the question leaves new sessions and the exam totals, and the row shows its newest version (retired, or a pending draft). It is not deleted, because attempts, flags and reports refer to it; PATCH {status: "live"} restores it as a new version.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: AdminQuestionDto, description: 'The question, no longer live' })
  @ApiNotFoundResponse({ description: 'No question has that id' })
  withdraw(@Param('id') id: string, @CurrentPrincipal() actor: Principal): Promise<AdminQuestionDto> {
    return this.questions.withdraw(id, actor);
  }
}
