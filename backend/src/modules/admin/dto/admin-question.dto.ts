import {
  ITEM_STATUSES,
  ITEM_TYPES,
  type ItemStatus,
  type ItemType,
  QUESTION_STATUSES,
  REPORT_REPLY_MAX_LENGTH,
  REPORT_STATUSES,
  type QuestionRecord,
  questionRecordPatchSchema,
  questionRecordSchema,
  type QuestionStatus,
} from '@medprep/shared';
import { z } from 'zod';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { createZodDto } from 'nestjs-zod';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import type { QuestionReportEntity } from '../../questions/entities/question-report.entity';
import type { NearDuplicateWarning } from '../../questions/near-duplicates';
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

/** A new version of a question: any record fields but the key, as PATCH takes them, merged into its newest version. */
export class NewQuestionVersionDto extends createZodDto(
  z
    .strictObject({
      record: questionRecordPatchSchema,
      changeNote: z.string({ error: 'must be text' }).trim().min(10, 'must be at least 10 characters').max(500, 'must be at most 500 characters').optional(),
      isCorrection: z.boolean({ error: 'must be true or false' }).optional(),
    })
    .meta({ description: 'record: the fields that change; changeNote: what changed, for readers; isCorrection: the version fixes an error' }),
) {}

export class QuestionTransitionDto {
  @ApiProperty({ enum: ITEM_STATUSES, description: 'draft → in_review → approved → live → retired; back to draft from in_review or approved; retired from any but retired' })
  @IsIn(ITEM_STATUSES, { message: `to must be one of: ${ITEM_STATUSES.join(', ')}.` })
  to: ItemStatus;

  @ApiPropertyOptional({ description: 'Why, for the history', maxLength: 500 })
  @IsOptional()
  @trimmed()
  @IsString()
  @MinLength(1)
  @MaxLength(500, { message: 'note must be at most 500 characters.' })
  @NoNul()
  note?: string;
}

export class PageQueryDto {
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

  @ApiPropertyOptional({ description: 'true: only items flagged for review (a review flag set, or their next review due date passed)' })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'flagged must be true or false.' })
  flagged?: 'true' | 'false';

  @ApiPropertyOptional({ description: 'Text to find in the stem or the key (any case)', example: 'chest pain' })
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
  @ApiProperty({ type: String, nullable: true, example: 'mrcp-1', description: "The exam's slug (as examSlug)" }) exam: string | null;
  @ApiProperty({ example: 'Cardiology' }) topic: string;
  @ApiProperty({ enum: ITEM_TYPES }) type: ItemType;
  @ApiProperty({ description: "The stem (an EMQ set's theme and lead-in)" }) stem: string;
  @ApiProperty({ enum: QUESTION_STATUSES, description: "The served version's status: live when it has a live version, else its newest version's" })
  status: QuestionStatus;
  @ApiProperty({ description: 'The version sessions receive: the live one, else the newest' }) version: number;
  @ApiProperty({ description: 'The newest version (a draft or in review beside the live one when greater than version)' }) latestVersion: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the served version was reviewed' }) reviewedAt: Date | null;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'reviewedAt + 12 months' }) nextReviewDue: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why the item must be reviewed (e.g. a cited guideline was updated)' }) reviewFlag: string | null;
  @ApiProperty({ description: 'Written as sample content' }) sample: boolean;
  @ApiProperty() createdAt: Date;
  @ApiProperty() updatedAt: Date;
}

const RECORD_PROPERTY = {
  type: 'object',
  additionalProperties: true,
  description: 'The version as a record (components.schemas.QuestionRecordDto): what POST takes and the export writes, the exam by slug',
} as const;

export class LatestQuestionVersionDto {
  @ApiProperty() version: number;
  @ApiProperty({ enum: ITEM_STATUSES }) status: ItemStatus;
  @ApiProperty(RECORD_PROPERTY) record: QuestionRecord;
}

export class AdminQuestionDto extends AdminQuestionSummaryDto {
  @ApiProperty({ ...RECORD_PROPERTY, description: 'The served version as a record (components.schemas.QuestionRecordDto), the exam by slug' })
  record: QuestionRecord;
  @ApiProperty({ type: LatestQuestionVersionDto, description: 'The newest version (the served one when no draft is pending)' })
  latest: LatestQuestionVersionDto;
}

export class UserRefDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() email: string;
}

export class QuestionStatusEventDto {
  @ApiProperty({ enum: ITEM_STATUSES, nullable: true, description: 'null when the version was made' }) from: ItemStatus | null;
  @ApiProperty({ enum: ITEM_STATUSES }) to: ItemStatus;
  @ApiProperty({ type: UserRefDto, nullable: true, description: 'null for the seed, the CLI or a deleted account' }) actor: UserRefDto | null;
  @ApiProperty() at: Date;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
}

export class QuestionVersionDto {
  @ApiProperty() version: number;
  @ApiProperty({ enum: ITEM_STATUSES }) status: ItemStatus;
  @ApiProperty(RECORD_PROPERTY) record: QuestionRecord;
  @ApiProperty({ description: 'md5 of the item body' }) contentHash: string;
  @ApiProperty({ type: String, nullable: true }) changeNote: string | null;
  @ApiProperty({ description: 'The version fixes an error: readers of older versions are told' }) isCorrection: boolean;
  @ApiProperty({ type: UserRefDto, nullable: true }) createdBy: UserRefDto | null;
  @ApiProperty() createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) reviewedAt: Date | null;
  @ApiProperty({ type: UserRefDto, nullable: true }) reviewedBy: UserRefDto | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) publishedAt: Date | null;
  @ApiProperty({ type: [QuestionStatusEventDto], description: 'Oldest first' }) events: QuestionStatusEventDto[];
}

export class QuestionVersionListDto {
  @ApiProperty({ type: [QuestionVersionDto], description: 'Newest first' }) versions: QuestionVersionDto[];
}

export class ItemWarningDto {
  @ApiProperty({ example: 'options[2].text' }) path: string;
  @ApiProperty() message: string;
}

export class CreatedQuestionVersionDto extends QuestionVersionDto {
  @ApiProperty({
    type: 'array',
    items: { type: 'object', additionalProperties: true },
    description:
      "What a reviewer should look at (valid, but suspicious): item warnings { path, message }, and { code: 'NEAR_DUPLICATE', key, similarTo: { id, key, exam }, similarity } for each stored item whose stem is a near-copy (pg_trgm similarity ≥ 0.6)",
  })
  warnings: Array<ItemWarningDto | NearDuplicateWarning>;
}

export class ImportReportDto {
  @ApiProperty({ description: 'Questions written: inserted + updated' }) imported: number;
  @ApiProperty() inserted: number;
  @ApiProperty({ description: 'Known keys written again (a new version when the content changed)' }) updated: number;
  @ApiProperty({
    type: 'array',
    items: { type: 'object', additionalProperties: true },
    description:
      "Written all the same: { code: 'NEAR_DUPLICATE', line, key, similarTo: { id (null for another record of the file), key, exam }, similarity } for a record whose stem is a near-copy (pg_trgm similarity ≥ 0.6) of a stored question's or of an earlier record's",
  })
  warnings: NearDuplicateWarning[];
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
