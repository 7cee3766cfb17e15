import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { CouponEntity } from '../coupons/entities/coupon.entity';
import { ExamCategoryEntity } from '../exams/entities/exam-category.entity';
import { ExamEntity } from '../exams/entities/exam.entity';
import { OrderEntity } from '../payments/entities/order.entity';
import { ProductEntity } from '../products/entities/product.entity';
import { VariantEntity } from '../products/entities/variant.entity';
import { UserEntity } from '../users/entities/user.entity';
import { AdminCouponsController } from './admin-coupons.controller';
import { AdminCouponsService } from './admin-coupons.service';
import { AdminExamsController } from './admin-exams.controller';
import { AdminExamsService } from './admin-exams.service';
import { AdminOrdersController } from './admin-orders.controller';
import { AdminOrdersService } from './admin-orders.service';
import { AdminProductsController } from './admin-products.controller';
import { AdminProductsService } from './admin-products.service';
import { AdminVariantsController } from './admin-variants.controller';
import { AdminVariantsService } from './admin-variants.service';

/** Admin REST under /api/admin (role admin only): the catalogue, coupons and orders. */
@Module({
  imports: [
    TypeOrmModule.forFeature([ExamEntity, ExamCategoryEntity, ProductEntity, VariantEntity, CouponEntity, OrderEntity, UserEntity]),
    AuthModule,
  ],
  controllers: [AdminExamsController, AdminProductsController, AdminVariantsController, AdminCouponsController, AdminOrdersController],
  providers: [AdminExamsService, AdminProductsService, AdminVariantsService, AdminCouponsService, AdminOrdersService],
})
export class AdminModule {}
