import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsString, Length, Matches, Max, MaxLength, Min } from 'class-validator';
import { DESCRIPTION_MAX_LENGTH, KEBAB_CASE, KEBAB_CASE_MESSAGE, NoNul, Optional, SLUG_MAX_LENGTH, TITLE_MAX_LENGTH, trimmed } from './dto-helpers';

class AdminExamCategoryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'medicine' }) slug: string;
  @ApiProperty({ example: 'Medicine' }) label: string;
}

export class AdminExamDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'mrcp-1' }) slug: string;
  @ApiProperty({ example: 'MRCP Part 1' }) title: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: AdminExamCategoryDto }) category: AdminExamCategoryDto;
  @ApiProperty({ description: 'Position in the catalogue (ascending)' }) sortOrder: number;
  @ApiProperty({ description: 'Inactive exams are hidden from the catalogue and cannot be bought' }) active: boolean;
  @ApiProperty() createdAt: Date;
  @ApiProperty() updatedAt: Date;
}

export class CreateExamDto {
  @ApiProperty({ example: 'mrcp-1', description: 'Lower-case words joined by hyphens; cannot be changed later' })
  @trimmed()
  @IsString()
  @NoNul()
  @Length(1, SLUG_MAX_LENGTH)
  @Matches(KEBAB_CASE, { message: KEBAB_CASE_MESSAGE('slug') })
  slug: string;

  @ApiProperty({ example: 'MRCP Part 1' })
  @trimmed()
  @IsString()
  @NoNul()
  @Length(1, TITLE_MAX_LENGTH, { message: `title must have 1 to ${TITLE_MAX_LENGTH} characters.` })
  title: string;

  @ApiPropertyOptional({ default: '' })
  @Optional()
  @trimmed()
  @IsString()
  @NoNul()
  @MaxLength(DESCRIPTION_MAX_LENGTH)
  description?: string;

  @ApiProperty({ example: 'medicine', description: 'Slug of an existing exam category' })
  @trimmed()
  @IsString()
  @NoNul()
  @Length(1, SLUG_MAX_LENGTH)
  categorySlug: string;

  @ApiPropertyOptional({ default: 0, description: 'Position in the catalogue (ascending)' })
  @Optional()
  @IsInt()
  @Min(-100_000)
  @Max(100_000)
  sortOrder?: number;
}

export class UpdateExamDto {
  @ApiPropertyOptional({ example: 'MRCP Part 1' })
  @Optional()
  @trimmed()
  @IsString()
  @NoNul()
  @Length(1, TITLE_MAX_LENGTH, { message: `title must have 1 to ${TITLE_MAX_LENGTH} characters.` })
  title?: string;

  @ApiPropertyOptional()
  @Optional()
  @trimmed()
  @IsString()
  @NoNul()
  @MaxLength(DESCRIPTION_MAX_LENGTH)
  description?: string;

  @ApiPropertyOptional({ description: 'false hides the exam from the catalogue and from sale' })
  @Optional()
  @IsBoolean()
  active?: boolean;

  @ApiPropertyOptional({ example: 'medicine' })
  @Optional()
  @trimmed()
  @IsString()
  @NoNul()
  @Length(1, SLUG_MAX_LENGTH)
  categorySlug?: string;

  @ApiPropertyOptional()
  @Optional()
  @IsInt()
  @Min(-100_000)
  @Max(100_000)
  sortOrder?: number;
}
