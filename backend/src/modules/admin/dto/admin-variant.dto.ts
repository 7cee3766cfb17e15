import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsNumber, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min } from 'class-validator';
import { Transform } from 'class-transformer';
import { EXTERNAL_ID_MAX_LENGTH, HasAtMostDecimalPlaces, NoNul, Optional, PRICE_MAX, trimmedOrNull } from './dto-helpers';

const PERIOD_MIN = 1;
const PERIOD_MAX = 36;
const PRICE_MESSAGE = `price must be an amount from 0 to ${PRICE_MAX} in major units, with at most 2 decimals.`;

export class AdminVariantDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) productId: string;
  @ApiProperty({ example: 3, minimum: PERIOD_MIN, maximum: PERIOD_MAX }) periodMonths: number;
  @ApiProperty({ example: '3 Months' }) label: string;
  @ApiProperty({ example: 'gbp', description: 'Lower-case ISO 4217 code' }) currency: string;
  @ApiProperty({ example: 54.99, description: 'In major units, 2 decimals' }) price: number;
  @ApiProperty({ type: String, nullable: true, example: 'price_1Q2w3e' }) stripePriceId: string | null;
  @ApiProperty({ description: 'Inactive variants are not offered' }) active: boolean;
  @ApiProperty() createdAt: Date;
  @ApiProperty() updatedAt: Date;
}

export class ListVariantsQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only the variants of this product' })
  @IsOptional()
  @IsUUID('all', { message: 'productId must be a UUID.' })
  productId?: string;
}

export class CreateVariantDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'productId must be a UUID.' })
  productId: string;

  @ApiProperty({ example: 3, minimum: PERIOD_MIN, maximum: PERIOD_MAX })
  @IsInt({ message: 'periodMonths must be a whole number of months.' })
  @Min(PERIOD_MIN, { message: `periodMonths must be from ${PERIOD_MIN} to ${PERIOD_MAX}.` })
  @Max(PERIOD_MAX, { message: `periodMonths must be from ${PERIOD_MIN} to ${PERIOD_MAX}.` })
  periodMonths: number;

  @ApiProperty({ example: 'gbp', description: 'ISO 4217 code (stored lower-case)' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsString()
  @NoNul()
  @Matches(/^[a-z]{3}$/, { message: 'currency must be a three-letter ISO 4217 code, e.g. gbp.' })
  currency: string;

  @ApiProperty({ example: 54.99, description: 'In major units (pounds, dollars), at most 2 decimals' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: PRICE_MESSAGE })
  @HasAtMostDecimalPlaces(2, { message: PRICE_MESSAGE })
  @Min(0, { message: PRICE_MESSAGE })
  @Max(PRICE_MAX, { message: PRICE_MESSAGE })
  price: number;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'price_1Q2w3e' })
  @IsOptional()
  @trimmedOrNull()
  @IsString()
  @NoNul()
  @MaxLength(EXTERNAL_ID_MAX_LENGTH)
  stripePriceId?: string | null;
}

/** The period and currency identify a variant (orders record them); sell another period as a new variant. */
export class UpdateVariantDto {
  @ApiPropertyOptional({ example: 49.99, description: 'In major units, at most 2 decimals' })
  @Optional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: PRICE_MESSAGE })
  @HasAtMostDecimalPlaces(2, { message: PRICE_MESSAGE })
  @Min(0, { message: PRICE_MESSAGE })
  @Max(PRICE_MAX, { message: PRICE_MESSAGE })
  price?: number;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'null (or blank) removes the link to Stripe' })
  @IsOptional()
  @trimmedOrNull()
  @IsString()
  @NoNul()
  @MaxLength(EXTERNAL_ID_MAX_LENGTH)
  stripePriceId?: string | null;

  @ApiPropertyOptional({ description: 'false stops offering this variant' })
  @Optional()
  @IsBoolean()
  active?: boolean;
}
