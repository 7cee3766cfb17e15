import { Body, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
} from '@nestjs/swagger';
import { AdminCouponsService } from './admin-coupons.service';
import { AdminCouponDeletionDto, AdminCouponDto, CreateCouponDto, UpdateCouponDto } from './dto/admin-coupon.dto';
import { AdminController } from './admin-controller.decorator';

@AdminController('admin/coupons')
export class AdminCouponsController {
  constructor(private readonly coupons: AdminCouponsService) {}

  @Get()
  @ApiOperation({ summary: 'Every coupon, newest first, with its exam restriction as ids and slugs' })
  @ApiOkResponse({ type: [AdminCouponDto] })
  list(): Promise<AdminCouponDto[]> {
    return this.coupons.list();
  }

  @Post()
  @ApiOperation({ summary: 'Create a coupon (the code is trimmed and stored upper-case)' })
  @ApiCreatedResponse({ type: AdminCouponDto })
  @ApiBadRequestResponse({ description: 'An invalid field, a blank code, a percent over 100, or an unknown exam slug (named)' })
  @ApiConflictResponse({ description: 'Another coupon has that code' })
  create(@Body() body: CreateCouponDto): Promise<AdminCouponDto> {
    return this.coupons.create(body);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change a coupon' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: AdminCouponDto })
  @ApiBadRequestResponse({ description: 'An invalid field, a blank code, a percent over 100, or an unknown exam slug (named)' })
  @ApiNotFoundResponse({ description: 'No coupon has that id' })
  @ApiConflictResponse({ description: 'Another coupon has that code' })
  update(@Param('id') id: string, @Body() body: UpdateCouponDto): Promise<AdminCouponDto> {
    return this.coupons.update(id, body);
  }

  @Delete(':id')
  @ApiOperation({
    summary: 'Delete a coupon, or deactivate it once used',
    description:
      "A coupon that no order has used is deleted (outcome 'deleted'). One that has been redeemed, or that an order still refers to, is deactivated instead (outcome 'deactivated'), so that order history keeps it.",
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: AdminCouponDeletionDto })
  @ApiNotFoundResponse({ description: 'No coupon has that id' })
  remove(@Param('id') id: string): Promise<AdminCouponDeletionDto> {
    return this.coupons.remove(id);
  }
}
