import { OPTION_LETTERS, type OptionLetter, questionInputSchema, type QuestionInput } from '@medprep/shared';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { createZodDto } from 'nestjs-zod';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { z } from 'zod';
import type { QuestionReportEntity } from '../../questions/entities/question-report.entity';
import { NoNul, trimmed } from './dto-helpers';

const QUESTION_STATUSES = ['draft', 'live'] as const;
const REPORT_STATUSES: ReadonlyArray<QuestionReportEntity['status']> = ['open', 'resolved', 'rejected'];
const REPORT_DECISIONS = ['resolved', 'rejected'] as const;
const PAGE_LIMIT_MAX = 100;
export const PAGE_LIMIT_DEFAULT = 50;

/**
 * A PATCH body: any fields of a question but its key (the stable import key never changes). The
 * rules are the question's own; only the defaults are dropped, so that a field left out of a
 * PATCH is left as it is rather than reset (status to live, references to none).
 */
const { key: _key, ...editableFields } = questionInputSchema.shape;
const questionPatchSchema = z.strictObject(
  Object.fromEntries(
    Object.entries(editableFields).map(([name, schema]) => [name, (schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : schema).optional()]),
  ),
) as unknown as z.ZodType<QuestionPatch>;
export type QuestionPatch = Partial<Omit<QuestionInput, 'key'>>;

export class QuestionInputDto extends createZodDto(questionInputSchema) {}
export class QuestionPatchDto extends createZodDto(questionPatchSchema) {}

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
  status?: (typeof QUESTION_STATUSES)[number];

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
}

export class UpdateQuestionReportDto {
  @ApiProperty({ enum: REPORT_DECISIONS })
  @IsIn(REPORT_DECISIONS, { message: `status must be one of: ${REPORT_DECISIONS.join(', ')}.` })
  status: (typeof REPORT_DECISIONS)[number];
}

class OptionTextsDto {
  @ApiProperty() A: string;
  @ApiProperty() B: string;
  @ApiProperty() C: string;
  @ApiProperty() D: string;
  @ApiProperty() E: string;
}

/** A question in a list: enough to find it; GET /:id has the rest. */
export class AdminQuestionSummaryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'mrcp-1-001' }) key: string;
  @ApiProperty({ format: 'uuid' }) examId: string;
  @ApiProperty({ type: String, nullable: true, example: 'mrcp-1' }) examSlug: string | null;
  @ApiProperty({ example: 'Cardiology' }) topic: string;
  @ApiProperty() stem: string;
  @ApiProperty({ enum: OPTION_LETTERS }) answer: OptionLetter;
  @ApiProperty({ enum: QUESTION_STATUSES }) status: 'draft' | 'live';
  @ApiProperty({ description: 'Written as sample content' }) sample: boolean;
  @ApiProperty() createdAt: Date;
  @ApiProperty() updatedAt: Date;
}

export class AdminQuestionDto extends AdminQuestionSummaryDto {
  @ApiProperty({ type: OptionTextsDto }) options: Record<OptionLetter, string>;
  @ApiProperty() explanation: string;
  @ApiProperty({ type: OptionTextsDto }) optionExplanations: Record<OptionLetter, string>;
  @ApiProperty({ type: [String] }) references: string[];
  @ApiProperty({ type: String, nullable: true }) imageUrl: string | null;
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
  @ApiProperty({ enum: REPORT_STATUSES }) status: QuestionReportEntity['status'];
  @ApiProperty() createdAt: Date;
}

export class AdminQuestionReportPageDto {
  @ApiProperty({ type: [AdminQuestionReportDto], description: 'Newest first' }) records: AdminQuestionReportDto[];
  @ApiProperty({ description: 'Reports matching the filter, across all pages' }) total: number;
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
}
