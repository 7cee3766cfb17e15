import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Roles, RolesGuard } from '../auth/roles.guard';
import { AdminOrdersService } from './admin-orders.service';
import { AdminOrderPageDto, ListOrdersQueryDto } from './dto/admin-order.dto';

@ApiTags('admin')
@ApiCookieAuth('token')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'Not signed in, or the session is no longer valid' })
@ApiForbiddenResponse({ description: 'Signed in without the admin role' })
@UseGuards(JwtAuthGuard, RolesGuard)
@Roles('admin')
@Controller('admin/orders')
export class AdminOrdersController {
  constructor(private readonly orders: AdminOrdersService) {}

  @Get()
  @ApiOperation({ summary: 'Orders, newest first, a page at a time (amounts in major units)' })
  @ApiOkResponse({ type: AdminOrderPageDto })
  @ApiBadRequestResponse({ description: 'page, limit (1–100) or status out of range' })
  list(@Query() query: ListOrdersQueryDto): Promise<AdminOrderPageDto> {
    return this.orders.list(query);
  }
}
