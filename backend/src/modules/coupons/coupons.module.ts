import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ExamEntity } from '../exams/entities/exam.entity';
import { CouponsRepository } from './coupons.repository';
import { CouponsService } from './coupons.service';
import { CouponEntity } from './entities/coupon.entity';

@Module({
  imports: [TypeOrmModule.forFeature([CouponEntity, ExamEntity])],
  providers: [CouponsRepository, CouponsService],
  exports: [CouponsService],
})
export class CouponsModule {}
