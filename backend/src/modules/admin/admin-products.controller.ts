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
import { AdminProductsService } from './admin-products.service';
import { AdminProductDto, CreateProductDto, UpdateProductDto } from './dto/admin-product.dto';
import { AdminController } from './admin-controller.decorator';

@AdminController('admin/products')
export class AdminProductsController {
  constructor(private readonly products: AdminProductsService) {}

  @Get()
  @ApiOperation({ summary: 'Every product, active or not, with its exam' })
  @ApiOkResponse({ type: [AdminProductDto] })
  list(): Promise<AdminProductDto[]> {
    return this.products.list();
  }

  @Post()
  @ApiOperation({ summary: 'Create the product of an exam (one per exam)' })
  @ApiCreatedResponse({ type: AdminProductDto })
  @ApiBadRequestResponse({ description: 'An invalid field, or no exam has that id' })
  @ApiConflictResponse({ description: 'The exam already has a product, or another product has that slug' })
  create(@Body() body: CreateProductDto): Promise<AdminProductDto> {
    return this.products.create(body);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change a product (its exam is fixed)' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: AdminProductDto })
  @ApiBadRequestResponse({ description: 'An invalid field' })
  @ApiNotFoundResponse({ description: 'No product has that id' })
  @ApiConflictResponse({ description: 'Another product has that slug' })
  update(@Param('id') id: string, @Body() body: UpdateProductDto): Promise<AdminProductDto> {
    return this.products.update(id, body);
  }

  @Delete(':id')
  @ApiOperation({
    summary: 'Deactivate a product',
    description:
      'Sets active=false: the product and its variants are no longer sold. It is not deleted, because orders refer to its variants; PATCH {active: true} restores it.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: AdminProductDto, description: 'The product, now inactive' })
  @ApiNotFoundResponse({ description: 'No product has that id' })
  deactivate(@Param('id') id: string): Promise<AdminProductDto> {
    return this.products.deactivate(id);
  }
}
