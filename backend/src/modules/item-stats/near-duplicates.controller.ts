import { Body, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID, MaxLength, MinLength } from 'class-validator';
import { ContentController } from '../admin/admin-controller.decorator';
import { NoNul } from '../admin/dto/dto-helpers';
import { NearDuplicatesRepository } from '../questions/near-duplicates.repository';

/** The most near-copies listed for one stem. */
const NEAR_DUPLICATES_LIMIT = 10;
/** The longest stem compared: a long vignette is well under it. */
const STEM_MAX_LENGTH = 10_000;

export class NearDuplicatesQueryDto {
  @ApiProperty({ description: "The stem to compare (an EMQ set's 'theme: lead-in')", maxLength: STEM_MAX_LENGTH })
  @IsString({ message: 'stem must be text' })
  @MinLength(1, { message: 'stem must not be empty' })
  @MaxLength(STEM_MAX_LENGTH, { message: `stem must be at most ${STEM_MAX_LENGTH} characters` })
  @NoNul()
  stem: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'A question to leave out (the one being edited)' })
  @IsOptional()
  @IsUUID('all', { message: 'excludeId must be a question id (a uuid)' })
  excludeId?: string;
}

export class SimilarStemDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'mrcs-a-008' }) key: string;
  @ApiProperty({ description: "The exam's slug", example: 'mrcs-a' }) exam: string;
  @ApiProperty({ description: 'pg_trgm similarity of the stems (0–1)' }) similarity: number;
  @ApiProperty() stem: string;
}

@ContentController('admin/questions')
export class NearDuplicatesController {
  constructor(private readonly nearDuplicates: NearDuplicatesRepository) {}

  @Post('near-duplicates')
  @HttpCode(200)
  @ApiOperation({ summary: 'Questions whose stem is a near-copy of the one given (pg_trgm similarity ≥ 0.6), most similar first' })
  @ApiOkResponse({ type: [SimilarStemDto] })
  @ApiBadRequestResponse({ description: 'stem missing, empty or too long, or excludeId not a uuid' })
  find(@Body() body: NearDuplicatesQueryDto): Promise<SimilarStemDto[]> {
    return this.nearDuplicates.similarTo(body.stem, { excludeQuestionId: body.excludeId, limit: NEAR_DUPLICATES_LIMIT });
  }
}
