import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessModule } from '../access/access.module';
import { ProductEntity } from './entities/product.entity';
import { VariantEntity } from './entities/variant.entity';
import { ProductsRepository } from './products.repository';
import { ProductsRouter } from './products.router';
import { ProductsService } from './products.service';

@Module({
  imports: [TypeOrmModule.forFeature([ProductEntity, VariantEntity]), AccessModule],
  providers: [ProductsRepository, ProductsService, ProductsRouter],
  exports: [ProductsService],
})
export class ProductsModule {}
