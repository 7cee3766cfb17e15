import { ITEM_TYPES, type ItemType, QUESTION_STATUSES, REPORT_REPLY_MAX_LENGTH, REPORT_STATUSES, type QuestionRecord, questionRecordPatchSchema, questionRecordSchema, type QuestionStatus } from '@medprep/shared';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { createZodDto } from 'nestjs-zod';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { QuestionReportEntity } from '../../questions/entities/question-report.entity';
import { NoNul, trimmed } from './dto-helpers';

const REPORT_DECISIONS = ['accepted', 'rejected', 'fixed'] as const;
const PAGE_LIMIT_MAX = 100;
export const PAGE_LIMIT_DEFAULT = 50;
export const EXPORT_FORMATS = ['json', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * A question record as imported, exported and written by an admin: an item of any type with the
 * bank's fields. A class cannot extend the union the schema infers, so its instances are typed as
 * plain objects: the handler reads the body as the QuestionRecord the pipe has checked.
 */
export class QuestionRecordDto extends (createZodDto(questionRecordSchema) as new () => object) {}
/** Any top-level fields of a record but its key; the record they make is checked whole. */
export class QuestionRecordPatchDto extends createZodDto(questionRecordPatchSchema) {}

class PageQueryDto {
  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number from 1.' })
  @Min(1, { message: 'page must be a whole number from 1.' })
  @Max(1_000_000)
  page?: number;

  @ApiPropertyOptional({ default: PAGE_LIMIT_DEFAULT, minimum: 1, maximum: PAGE_LIMIT_MAX })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}.` })
  @Min(1, { message: `limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}.` })
  @Max(PAGE_LIMIT_MAX, { message: `limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}.` })
  limit?: number;
}

export class ListQuestionsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: "The exam's slug (or id)", example: 'mrcp-1' })
  @IsOptional()
  @trimmed()
  @IsString()
  @MaxLength(100)
  @NoNul()
  exam?: string;

  @ApiPropertyOptional({ enum: QUESTION_STATUSES })
  @IsOptional()
  @IsIn(QUESTION_STATUSES, { message: `status must be one of: ${QUESTION_STATUSES.join(', ')}.` })
  status?: QuestionStatus;

  @ApiPropertyOptional({ enum: ITEM_TYPES })
  @IsOptional()
  @IsIn(ITEM_TYPES, { message: `type must be one of: ${ITEM_TYPES.join(', ')}.` })
  type?: ItemType;

  @ApiPropertyOptional({ description: 'Exact topic, any case', example: 'Cardiology' })
  @IsOptional()
  @trimmed()
  @IsString()
  @MaxLength(100)
  @NoNul()
  topic?: string;

  @ApiPropertyOptional({ description: 'Text to find in the stem (any case)', example: 'chest pain' })
  @IsOptional()
  @trimmed()
  @IsString()
  @MaxLength(200, { message: 'q must be at most 200 characters.' })
  @NoNul()
  q?: string;
}

export class ListQuestionReportsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: REPORT_STATUSES, description: 'Every status when left out' })
  @IsOptional()
  @IsIn(REPORT_STATUSES, { message: `status must be one of: ${REPORT_STATUSES.join(', ')}.` })
  status?: QuestionReportEntity['status'];

  @ApiPropertyOptional({ description: "The exam's slug (or id)", example: 'mrcp-1' })
  @IsOptional()
  @trimmed()
  @IsString()
  @MaxLength(100)
  @NoNul()
  exam?: string;
}

export class UpdateQuestionReportDto {
  @ApiProperty({ enum: REPORT_DECISIONS, description: 'open → accepted | rejected; accepted → fixed' })
  @IsIn(REPORT_DECISIONS, { message: `status must be one of: ${REPORT_DECISIONS.join(', ')}.` })
  status: (typeof REPORT_DECISIONS)[number];

  @ApiPropertyOptional({ description: 'The answer the reporter reads; required to reject', maxLength: REPORT_REPLY_MAX_LENGTH })
  @IsOptional()
  @trimmed()
  @IsString({ message: 'reply must be text.' })
  @MaxLength(REPORT_REPLY_MAX_LENGTH, { message: `Keep the reply under ${REPORT_REPLY_MAX_LENGTH} characters.` })
  @NoNul()
  reply?: string;

  @ApiPropertyOptional({ description: 'With status fixed: the existing version, newer than the one reported, that fixes it', minimum: 2 })
  @IsOptional()
  @IsInt({ message: 'fixedInVersion must be a whole number.' })
  @Min(1, { message: 'fixedInVersion must be a whole number from 1.' })
  @Max(1_000_000)
  fixedInVersion?: number;
}

export class ExportQuestionsQueryDto {
  @ApiProperty({ description: "The exam's slug (or id)", example: 'mrcp-1' })
  @trimmed()
  @IsString({ message: 'exam is required.' })
  @MaxLength(100)
  @NoNul()
  exam: string;

  @ApiPropertyOptional({ enum: EXPORT_FORMATS, default: 'json', description: 'csv holds single-best-answer items only' })
  @IsOptional()
  @IsIn(EXPORT_FORMATS, { message: `format must be one of: ${EXPORT_FORMATS.join(', ')}.` })
  format?: ExportFormat;

  @ApiPropertyOptional({ enum: ITEM_TYPES, description: 'Only items of this type (every type when left out)' })
  @IsOptional()
  @IsIn(ITEM_TYPES, { message: `type must be one of: ${ITEM_TYPES.join(', ')}.` })
  type?: ItemType;
}

/** A question in a list: enough to find it; GET /:id has the rest. */
export class AdminQuestionSummaryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'mrcp-1-001' }) key: string;
  @ApiProperty({ format: 'uuid' }) examId: string;
  @ApiProperty({ type: String, nullable: true, example: 'mrcp-1' }) examSlug: string | null;
  @ApiProperty({ example: 'Cardiology' }) topic: string;
  @ApiProperty({ enum: ITEM_TYPES }) type: ItemType;
  @ApiProperty({ description: "The stem (an EMQ set's theme and lead-in)" }) stem: string;
  @ApiProperty({ enum: QUESTION_STATUSES }) status: QuestionStatus;
  @ApiProperty({ description: 'Written as sample content' }) sample: boolean;
  @ApiProperty() createdAt: Date;
  @ApiProperty() updatedAt: Date;
}

export class AdminQuestionDto extends AdminQuestionSummaryDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'The question as a record (components.schemas.QuestionRecordDto): what POST takes and the export writes, the exam by slug',
  })
  record: QuestionRecord;
}

export class ImportReportDto {
  @ApiProperty({ description: 'Questions written: inserted + updated' }) imported: number;
  @ApiProperty() inserted: number;
  @ApiProperty({ description: 'Known keys written again' }) updated: number;
}

export class AdminQuestionPageDto {
  @ApiProperty({ type: [AdminQuestionSummaryDto], description: 'By key' }) records: AdminQuestionSummaryDto[];
  @ApiProperty({ description: 'Questions matching the filters, across all pages' }) total: number;
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
}

export class AdminQuestionReportDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) questionId: string;
  @ApiProperty({ type: String, nullable: true, example: 'mrcp-1-001' }) questionKey: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'mrcp-1' }) examSlug: string | null;
  @ApiProperty({ format: 'uuid' }) userId: string;
  @ApiProperty({ type: String, nullable: true }) userEmail: string | null;
  @ApiProperty() message: string;
  @ApiProperty({ description: 'The version of the question the reporter was reading' }) questionVersion: number;
  @ApiProperty({ enum: REPORT_STATUSES }) status: QuestionReportEntity['status'];
  @ApiProperty({ type: String, nullable: true, description: 'The answer the reporter reads' }) reply: string | null;
  @ApiProperty({ type: Date, nullable: true }) repliedAt: Date | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The version that fixed what was reported' }) fixedInVersion: number | null;
  @ApiProperty() createdAt: Date;
  @ApiProperty() updatedAt: Date;
}

export class AdminQuestionReportPageDto {
  @ApiProperty({ type: [AdminQuestionReportDto], description: 'Newest first' }) records: AdminQuestionReportDto[];
  @ApiProperty({ description: 'Reports matching the filter, across all pages' }) total: number;
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
}
