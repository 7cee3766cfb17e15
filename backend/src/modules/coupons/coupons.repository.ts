import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { ExamEntity } from '../exams/entities/exam.entity';
import { CouponEntity } from './entities/coupon.entity';

@Injectable()
export class CouponsRepository {
  constructor(
    @InjectRepository(CouponEntity) private readonly coupons: Repository<CouponEntity>,
    @InjectRepository(ExamEntity) private readonly exams: Repository<ExamEntity>,
  ) {}

  findByCode(code: string): Promise<CouponEntity | null> {
    return this.coupons.findOne({ where: { code } });
  }

  findById(id: string): Promise<CouponEntity | null> {
    return this.coupons.findOne({ where: { id } });
  }

  async examTitles(examIds: string[]): Promise<string[]> {
    if (examIds.length === 0) return [];
    const exams = await this.exams.find({ where: { id: In(examIds) }, order: { sortOrder: 'ASC' } });
    return exams.map((e) => e.title);
  }

  findActiveExam(examKey: string): Promise<ExamEntity | null> {
    return this.exams.findOne({ where: { slug: examKey, active: true } });
  }
}
