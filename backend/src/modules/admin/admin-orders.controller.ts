import { Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminOrdersService } from './admin-orders.service';
import { AdminOrderPageDto, ListOrdersQueryDto } from './dto/admin-order.dto';
import { AdminController } from './admin-controller.decorator';

@AdminController('admin/orders')
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
