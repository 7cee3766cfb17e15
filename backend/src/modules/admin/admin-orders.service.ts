import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { CouponEntity } from '../coupons/entities/coupon.entity';
import { ExamEntity } from '../exams/entities/exam.entity';
import { OrderEntity } from '../payments/entities/order.entity';
import { UserEntity } from '../users/entities/user.entity';
import { toAdminOrder } from './admin.mappers';
import { type AdminOrderPageDto, type ListOrdersQueryDto, ORDERS_PAGE_LIMIT_DEFAULT } from './dto/admin-order.dto';

@Injectable()
export class AdminOrdersService {
  constructor(
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectRepository(ExamEntity) private readonly exams: Repository<ExamEntity>,
    @InjectRepository(CouponEntity) private readonly coupons: Repository<CouponEntity>,
  ) {}

  /** One page of orders, newest first, with the buyer's e-mail, the exam's slug and the coupon's code. */
  async list(query: ListOrdersQueryDto): Promise<AdminOrderPageDto> {
    const page = query.page ?? 1;
    const limit = query.limit ?? ORDERS_PAGE_LIMIT_DEFAULT;
    const [orders, total] = await this.orders.findAndCount({
      where: query.status ? { status: query.status } : {},
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * limit,
      take: limit,
    });
    const distinct = (values: Array<string | null>) => [...new Set(values.filter((v): v is string => v !== null))];
    const userIds = distinct(orders.map((o) => o.userId));
    const examIds = distinct(orders.map((o) => o.examId));
    const couponIds = distinct(orders.map((o) => o.couponId));
    const [users, exams, coupons] = await Promise.all([
      userIds.length ? this.users.find({ where: { id: In(userIds) }, select: { id: true, email: true } }) : [],
      examIds.length ? this.exams.find({ where: { id: In(examIds) }, select: { id: true, slug: true } }) : [],
      couponIds.length ? this.coupons.find({ where: { id: In(couponIds) }, select: { id: true, code: true } }) : [],
    ]);
    const lookups = {
      emailByUserId: new Map(users.map((u) => [u.id, u.email])),
      slugByExamId: new Map(exams.map((e) => [e.id, e.slug])),
      codeByCouponId: new Map(coupons.map((c) => [c.id, c.code])),
    };
    return { records: orders.map((order) => toAdminOrder(order, lookups)), total, page, limit };
  }
}
