import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { NoNul, trimmed } from './dto-helpers';
import { PageQueryDto, UserRefDto } from './admin-question.dto';

export class GuidelineUpdatedDto {
  @ApiProperty({ description: 'What changed in the guideline', example: '2025 update replaces the 2021 guidance', minLength: 3, maxLength: 500 })
  @trimmed()
  @IsString({ message: 'note is required.' })
  @MinLength(3, { message: 'note must be at least 3 characters.' })
  @MaxLength(500, { message: 'note must be at most 500 characters.' })
  @NoNul()
  note: string;
}

export class GuidelineFlaggedDto {
  @ApiProperty({ description: 'Live items citing the code, now flagged for review' }) flagged: number;
}

export class GuidelineUpdateDto {
  @ApiProperty({ example: 'NG219' }) code: string;
  @ApiProperty() note: string;
  @ApiProperty({ type: UserRefDto, nullable: true }) markedBy: UserRefDto | null;
  @ApiProperty() markedAt: Date;
}

export class GuidelineListDto {
  @ApiProperty({ type: [GuidelineUpdateDto], description: 'Most recently marked first' }) records: GuidelineUpdateDto[];
}

export class AuditQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ example: 'question', description: "'question', 'guideline', …" })
  @IsOptional()
  @trimmed()
  @IsString()
  @MaxLength(50)
  @NoNul()
  entity?: string;

  @ApiPropertyOptional({ description: 'The id of the thing changed (a question id, a guideline code)' })
  @IsOptional()
  @trimmed()
  @IsString()
  @MaxLength(200)
  @NoNul()
  entityId?: string;
}

export class AuditEntryDto {
  @ApiProperty() id: string;
  @ApiProperty({ type: UserRefDto, nullable: true }) actor: UserRefDto | null;
  @ApiProperty({ example: 'question.transition' }) action: string;
  @ApiProperty({ example: 'question' }) entity: string;
  @ApiProperty() entityId: string;
  @ApiProperty({ nullable: true, description: 'The state before (JSON)' }) before: unknown;
  @ApiProperty({ nullable: true, description: 'The state after (JSON)' }) after: unknown;
  @ApiProperty() at: Date;
}

export class AuditPageDto {
  @ApiProperty({ type: [AuditEntryDto], description: 'Newest first' }) records: AuditEntryDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
}
