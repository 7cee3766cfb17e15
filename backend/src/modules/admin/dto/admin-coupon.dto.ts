import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { COUPON_EFFECTS, type CouponEffect } from '@medprep/shared';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsISO8601, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { HasAtMostDecimalPlaces, NoNul, Optional, trimmed, trimmedOrNull } from './dto-helpers';

/** numeric(10, 2) */
const VALUE_MAX = 99_999_999.99;
const VALUE_MESSAGE = 'value must be a number from 0 (at most 2 decimals); a percent coupon takes 0 to 100.';
const EXPIRY_MESSAGE = 'dateExpiry must be an ISO 8601 date-time (e.g. 2026-12-31T23:59:59Z) or null.';
const INT_MAX = 2_147_483_647;

const trimmedEach = () => Transform(({ value }) => (Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim() : v)) : value));

export class AdminCouponDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'WELCOME10', description: 'Upper-case, unique' }) code: string;
  @ApiProperty() description: string;
  @ApiProperty({ enum: COUPON_EFFECTS }) effect: CouponEffect;
  @ApiProperty({ example: 10, description: "Percent off for 'percent'; an amount in the order's major units for 'value'" }) value: number;
  @ApiProperty() active: boolean;
  @ApiProperty() dateCreated: Date;
  @ApiProperty({ type: Date, nullable: true, description: 'null: never expires' }) dateExpiry: Date | null;
  @ApiProperty({ type: String, nullable: true }) organisation: string | null;
  @ApiProperty({ type: [String], nullable: true, description: 'The exams the coupon is limited to; null: every exam' }) examIds: string[] | null;
  @ApiProperty({ type: [String], nullable: true, example: ['mrcp-1'] }) examSlugs: string[] | null;
  @ApiProperty({ type: Number, nullable: true, description: 'null: unlimited' }) maxRedemptions: number | null;
  @ApiProperty({ description: 'Paid orders that used the coupon' }) redemptions: number;
}

export class AdminCouponDeletionDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['deleted', 'deactivated'], description: "'deactivated' when the coupon has been used, so that orders keep it" })
  outcome: 'deleted' | 'deactivated';
}

export class CreateCouponDto {
  @ApiProperty({ example: 'welcome10', description: 'Trimmed and stored upper-case; unique' })
  @IsString()
  @NoNul()
  @MaxLength(200)
  code: string;

  @ApiPropertyOptional({ default: '' })
  @Optional()
  @trimmed()
  @IsString()
  @NoNul()
  @MaxLength(1000)
  description?: string;

  @ApiProperty({ enum: COUPON_EFFECTS })
  @IsIn(COUPON_EFFECTS, { message: `effect must be one of: ${COUPON_EFFECTS.join(', ')}.` })
  effect: CouponEffect;

  @ApiProperty({ example: 10, description: "0–100 for 'percent'; an amount in major units for 'value'" })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: VALUE_MESSAGE })
  @HasAtMostDecimalPlaces(2, { message: VALUE_MESSAGE })
  @Min(0, { message: VALUE_MESSAGE })
  @Max(VALUE_MAX, { message: VALUE_MESSAGE })
  value: number;

  @ApiPropertyOptional({ default: true })
  @Optional()
  @IsBoolean()
  active?: boolean;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description: 'null or absent: never expires' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: EXPIRY_MESSAGE })
  dateExpiry?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Royal College of Physicians' })
  @IsOptional()
  @trimmedOrNull()
  @IsString()
  @NoNul()
  @MaxLength(200)
  organisation?: string | null;

  @ApiPropertyOptional({ type: [String], nullable: true, example: ['mrcp-1'], description: 'Limit the coupon to these exams; null or empty: every exam' })
  @IsOptional()
  @trimmedEach()
  @IsArray()
  @ArrayMaxSize(200)
  @IsString({ each: true })
  @NoNul({ each: true })
  examSlugs?: string[] | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1, description: 'null or absent: unlimited' })
  @IsOptional()
  @IsInt({ message: 'maxRedemptions must be a whole number from 1, or null.' })
  @Min(1, { message: 'maxRedemptions must be a whole number from 1, or null.' })
  @Max(INT_MAX)
  maxRedemptions?: number | null;
}

export class UpdateCouponDto {
  @ApiPropertyOptional({ example: 'welcome10', description: 'Trimmed and stored upper-case; unique' })
  @Optional()
  @IsString()
  @NoNul()
  @MaxLength(200)
  code?: string;

  @ApiPropertyOptional()
  @Optional()
  @trimmed()
  @IsString()
  @NoNul()
  @MaxLength(1000)
  description?: string;

  @ApiPropertyOptional({ enum: COUPON_EFFECTS })
  @Optional()
  @IsIn(COUPON_EFFECTS, { message: `effect must be one of: ${COUPON_EFFECTS.join(', ')}.` })
  effect?: CouponEffect;

  @ApiPropertyOptional({ example: 15 })
  @Optional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: VALUE_MESSAGE })
  @HasAtMostDecimalPlaces(2, { message: VALUE_MESSAGE })
  @Min(0, { message: VALUE_MESSAGE })
  @Max(VALUE_MAX, { message: VALUE_MESSAGE })
  value?: number;

  @ApiPropertyOptional()
  @Optional()
  @IsBoolean()
  active?: boolean;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description: 'null: never expires' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: EXPIRY_MESSAGE })
  dateExpiry?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @trimmedOrNull()
  @IsString()
  @NoNul()
  @MaxLength(200)
  organisation?: string | null;

  @ApiPropertyOptional({ type: [String], nullable: true, description: 'null or empty: every exam' })
  @IsOptional()
  @trimmedEach()
  @IsArray()
  @ArrayMaxSize(200)
  @IsString({ each: true })
  @NoNul({ each: true })
  examSlugs?: string[] | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1, description: 'null: unlimited' })
  @IsOptional()
  @IsInt({ message: 'maxRedemptions must be a whole number from 1, or null.' })
  @Min(1, { message: 'maxRedemptions must be a whole number from 1, or null.' })
  @Max(INT_MAX)
  maxRedemptions?: number | null;
}
