import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import type { CheckoutType, OrderStatus, PaymentProvider } from '../../payments/entities/order.entity';

const ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'paid', 'failed', 'expired', 'cancelled'];
const ORDERS_PAGE_LIMIT_MAX = 100;
export const ORDERS_PAGE_LIMIT_DEFAULT = 50;

export class ListOrdersQueryDto {
  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number from 1.' })
  @Min(1, { message: 'page must be a whole number from 1.' })
  @Max(1_000_000)
  page?: number;

  @ApiPropertyOptional({ default: ORDERS_PAGE_LIMIT_DEFAULT, minimum: 1, maximum: ORDERS_PAGE_LIMIT_MAX })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `limit must be a whole number from 1 to ${ORDERS_PAGE_LIMIT_MAX}.` })
  @Min(1, { message: `limit must be a whole number from 1 to ${ORDERS_PAGE_LIMIT_MAX}.` })
  @Max(ORDERS_PAGE_LIMIT_MAX, { message: `limit must be a whole number from 1 to ${ORDERS_PAGE_LIMIT_MAX}.` })
  limit?: number;

  @ApiPropertyOptional({ enum: ORDER_STATUSES })
  @IsOptional()
  @IsIn(ORDER_STATUSES, { message: `status must be one of: ${ORDER_STATUSES.join(', ')}.` })
  status?: OrderStatus;
}

export class AdminOrderDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) userId: string;
  @ApiProperty({ type: String, nullable: true, example: 'amelia.hart@example.com' }) userEmail: string | null;
  @ApiProperty({ format: 'uuid' }) examId: string;
  @ApiProperty({ type: String, nullable: true, example: 'mrcp-1' }) examSlug: string | null;
  @ApiProperty({ format: 'uuid' }) variantId: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) couponId: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'WELCOME10' }) couponCode: string | null;
  @ApiProperty({ enum: ['product', 'subscribe', 'extension'] }) checkoutType: CheckoutType;
  @ApiProperty({ example: 3 }) periodMonths: number;
  @ApiProperty({ example: 'gbp' }) currency: string;
  @ApiProperty({ example: 54.99, description: 'Major units' }) listPrice: number;
  @ApiProperty({ example: 5.5, description: 'Major units' }) discount: number;
  @ApiProperty({ example: 49.49, description: 'Major units: what was (or is to be) charged' }) amount: number;
  @ApiProperty({ enum: ORDER_STATUSES }) status: OrderStatus;
  @ApiProperty({ enum: ['stripe', 'local'] }) provider: PaymentProvider;
  @ApiProperty({ type: String, nullable: true }) providerPaymentId: string | null;
  @ApiProperty({ type: String, nullable: true }) failureReason: string | null;
  @ApiProperty() createdAt: Date;
  @ApiProperty({ type: Date, nullable: true }) paidAt: Date | null;
}

export class AdminOrderPageDto {
  @ApiProperty({ type: [AdminOrderDto], description: 'Newest first' }) records: AdminOrderDto[];
  @ApiProperty({ description: 'Orders matching the filter, across all pages' }) total: number;
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
}
