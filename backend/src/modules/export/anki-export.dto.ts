import { ANKI_WHICH, type AnkiWhich } from '@medprep/shared';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { NoNul, trimmed } from '../admin/dto/dto-helpers';

export class AnkiExportQueryDto {
  @ApiProperty({ description: "The exam's slug", example: 'mrcp-1' })
  @trimmed()
  @IsString({ message: 'exam is required.' })
  @MaxLength(100)
  @NoNul()
  exam: string;

  @ApiPropertyOptional({ enum: ANKI_WHICH, default: 'missed', description: 'missed: items whose last attempt was below full marks; flagged: items the caller flagged' })
  @IsOptional()
  @IsIn(ANKI_WHICH, { message: `which must be one of: ${ANKI_WHICH.join(', ')}.` })
  which?: AnkiWhich;
}
