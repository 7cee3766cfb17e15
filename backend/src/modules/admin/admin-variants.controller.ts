import { Body, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
} from '@nestjs/swagger';
import { AdminVariantsService } from './admin-variants.service';
import { AdminVariantDto, CreateVariantDto, ListVariantsQueryDto, UpdateVariantDto } from './dto/admin-variant.dto';
import { AdminController } from './admin-controller.decorator';

@AdminController('admin/variants')
export class AdminVariantsController {
  constructor(private readonly variants: AdminVariantsService) {}

  @Get()
  @ApiOperation({ summary: 'Every variant, active or not, optionally of one product; prices in major units' })
  @ApiOkResponse({ type: [AdminVariantDto] })
  @ApiBadRequestResponse({ description: 'productId is not a UUID' })
  list(@Query() query: ListVariantsQueryDto): Promise<AdminVariantDto[]> {
    return this.variants.list(query.productId);
  }

  @Post()
  @ApiOperation({ summary: 'Offer a product for a period in a currency at a price (in major units)' })
  @ApiCreatedResponse({ type: AdminVariantDto })
  @ApiBadRequestResponse({ description: 'An invalid field, or no product has that id' })
  @ApiConflictResponse({ description: 'The product already has a variant for that period and currency' })
  create(@Body() body: CreateVariantDto): Promise<AdminVariantDto> {
    return this.variants.create(body);
  }

  @Patch(':id')
  @ApiOperation({ summary: "Change a variant's price, Stripe price or availability (period and currency identify it)" })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: AdminVariantDto })
  @ApiBadRequestResponse({ description: 'An invalid field' })
  @ApiNotFoundResponse({ description: 'No variant has that id' })
  update(@Param('id') id: string, @Body() body: UpdateVariantDto): Promise<AdminVariantDto> {
    return this.variants.update(id, body);
  }

  @Delete(':id')
  @ApiOperation({
    summary: 'Deactivate a variant',
    description:
      'Sets active=false: the variant is no longer offered. It is not deleted, because orders refer to it; PATCH {active: true} restores it.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: AdminVariantDto, description: 'The variant, now inactive' })
  @ApiNotFoundResponse({ description: 'No variant has that id' })
  deactivate(@Param('id') id: string): Promise<AdminVariantDto> {
    return this.variants.deactivate(id);
  }
}
