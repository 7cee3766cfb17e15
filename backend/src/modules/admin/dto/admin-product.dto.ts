import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, IsUUID, Length, Matches, MaxLength } from 'class-validator';
import {
  DESCRIPTION_MAX_LENGTH,
  EXTERNAL_ID_MAX_LENGTH,
  KEBAB_CASE,
  KEBAB_CASE_MESSAGE,
  NoNul,
  Optional,
  SLUG_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  trimmed,
  trimmedOrNull,
} from './dto-helpers';

class AdminProductExamDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'mrcp-1' }) slug: string;
  @ApiProperty({ example: 'MRCP Part 1' }) title: string;
}

export class AdminProductDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'mrcp-1-access' }) slug: string;
  @ApiProperty({ format: 'uuid' }) examId: string;
  @ApiProperty({ type: AdminProductExamDto }) exam: AdminProductExamDto;
  @ApiProperty({ example: 'MRCP Part 1 question bank' }) title: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: String, nullable: true, example: 'prod_Q1w2e3' }) stripeProductId: string | null;
  @ApiProperty({ description: 'Inactive products are not sold' }) active: boolean;
  @ApiProperty() createdAt: Date;
  @ApiProperty() updatedAt: Date;
}

export class CreateProductDto {
  @ApiProperty({ format: 'uuid', description: 'The exam this product sells access to (one product per exam)' })
  @IsUUID('all', { message: 'examId must be a UUID.' })
  examId: string;

  @ApiProperty({ example: 'mrcp-1-access' })
  @trimmed()
  @IsString()
  @NoNul()
  @Length(1, SLUG_MAX_LENGTH)
  @Matches(KEBAB_CASE, { message: KEBAB_CASE_MESSAGE('slug') })
  slug: string;

  @ApiProperty({ example: 'MRCP Part 1 question bank' })
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

  @ApiPropertyOptional({ type: String, nullable: true, example: 'prod_Q1w2e3' })
  @IsOptional()
  @trimmedOrNull()
  @IsString()
  @NoNul()
  @MaxLength(EXTERNAL_ID_MAX_LENGTH)
  stripeProductId?: string | null;
}

export class UpdateProductDto {
  @ApiPropertyOptional({ example: 'mrcp-1-access' })
  @Optional()
  @trimmed()
  @IsString()
  @NoNul()
  @Length(1, SLUG_MAX_LENGTH)
  @Matches(KEBAB_CASE, { message: KEBAB_CASE_MESSAGE('slug') })
  slug?: string;

  @ApiPropertyOptional()
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

  @ApiPropertyOptional({ type: String, nullable: true, description: 'null (or blank) removes the link to Stripe' })
  @IsOptional()
  @trimmedOrNull()
  @IsString()
  @NoNul()
  @MaxLength(EXTERNAL_ID_MAX_LENGTH)
  stripeProductId?: string | null;

  @ApiPropertyOptional({ description: 'false stops sales of this product' })
  @Optional()
  @IsBoolean()
  active?: boolean;
}
