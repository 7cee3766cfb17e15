import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { AuthModule } from '../auth/auth.module';
import { CouponEntity } from '../coupons/entities/coupon.entity';
import { ExamCategoryEntity } from '../exams/entities/exam-category.entity';
import { ExamEntity } from '../exams/entities/exam.entity';
import { OrderEntity } from '../payments/entities/order.entity';
import { PerformanceModule } from '../performance/performance.module';
import { ProductEntity } from '../products/entities/product.entity';
import { VariantEntity } from '../products/entities/variant.entity';
import { NearDuplicatesRepository } from '../questions/near-duplicates.repository';
import { QuestionReportEntity } from '../questions/entities/question-report.entity';
import { QuestionEntity } from '../questions/entities/question.entity';
import { QuestionsModule } from '../questions/questions.module';
import { UsersModule } from '../users/users.module';
import { AdminAuditController } from './admin-audit.controller';
import { AdminAuditRepository } from './admin-audit.repository';
import { AdminGuidelinesController } from './admin-guidelines.controller';
import { AdminGuidelinesRepository } from './admin-guidelines.repository';
import { AdminGuidelinesService } from './admin-guidelines.service';
import { AdminCouponsController } from './admin-coupons.controller';
import { AdminCouponsRepository } from './admin-coupons.repository';
import { AdminCouponsService } from './admin-coupons.service';
import { AdminExamsController } from './admin-exams.controller';
import { AdminExamsRepository } from './admin-exams.repository';
import { AdminExamsService } from './admin-exams.service';
import { AdminOrdersController } from './admin-orders.controller';
import { AdminOrdersRepository } from './admin-orders.repository';
import { AdminOrdersService } from './admin-orders.service';
import { AdminProductsController } from './admin-products.controller';
import { AdminProductsRepository } from './admin-products.repository';
import { AdminProductsService } from './admin-products.service';
import { AdminQuestionReportsController } from './admin-question-reports.controller';
import { AdminQuestionReportsRepository } from './admin-question-reports.repository';
import { AdminQuestionReportsService } from './admin-question-reports.service';
import { AdminQuestionsController } from './admin-questions.controller';
import { AdminQuestionsRepository } from './admin-questions.repository';
import { AdminQuestionsService } from './admin-questions.service';
import { AdminVariantsController } from './admin-variants.controller';
import { AdminVariantsRepository } from './admin-variants.repository';
import { AdminVariantsService } from './admin-variants.service';

/**
 * Admin REST under /api/admin: content (questions and their versions, reports, guidelines, the audit
 * log) for editors and admins; the catalogue, coupons and orders for admins only.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      ExamEntity,
      ExamCategoryEntity,
      ProductEntity,
      VariantEntity,
      CouponEntity,
      OrderEntity,
      QuestionEntity,
      QuestionReportEntity,
    ]),
    AuthModule,
    AuditModule,
    UsersModule,
    QuestionsModule,
    PerformanceModule,
  ],
  controllers: [
    AdminExamsController,
    AdminProductsController,
    AdminVariantsController,
    AdminCouponsController,
    AdminOrdersController,
    AdminQuestionsController,
    AdminQuestionReportsController,
    AdminGuidelinesController,
    AdminAuditController,
  ],
  providers: [
    NearDuplicatesRepository,
    AdminExamsRepository,
    AdminProductsRepository,
    AdminVariantsRepository,
    AdminCouponsRepository,
    AdminOrdersRepository,
    AdminQuestionsRepository,
    AdminQuestionReportsRepository,
    AdminExamsService,
    AdminProductsService,
    AdminVariantsService,
    AdminCouponsService,
    AdminOrdersService,
    AdminQuestionsService,
    AdminQuestionReportsService,
    AdminGuidelinesRepository,
    AdminGuidelinesService,
    AdminAuditRepository,
  ],
})
export class AdminModule {}
