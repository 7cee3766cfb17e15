import { Injectable } from '@nestjs/common';
import { UsersRepository } from '../users/users.repository';
import { AdminCouponsRepository } from './admin-coupons.repository';
import { AdminExamsRepository } from './admin-exams.repository';
import { AdminOrdersRepository } from './admin-orders.repository';
import { toAdminOrder } from './admin.mappers';
import { type AdminOrderPageDto, type ListOrdersQueryDto, ORDERS_PAGE_LIMIT_DEFAULT } from './dto/admin-order.dto';

@Injectable()
export class AdminOrdersService {
  constructor(
    private readonly orders: AdminOrdersRepository,
    private readonly users: UsersRepository,
    private readonly exams: AdminExamsRepository,
    private readonly coupons: AdminCouponsRepository,
  ) {}

  /** One page of orders, newest first, with the buyer's e-mail, the exam's slug and the coupon's code. */
  async list(query: ListOrdersQueryDto): Promise<AdminOrderPageDto> {
    const page = query.page ?? 1;
    const limit = query.limit ?? ORDERS_PAGE_LIMIT_DEFAULT;
    const [orders, total] = await this.orders.page(query.status, (page - 1) * limit, limit);
    const [emailByUserId, slugByExamId, codeByCouponId] = await Promise.all([
      this.users.emailsByIds(orders.map((o) => o.userId)),
      this.exams.slugsByIds(orders.map((o) => o.examId)),
      this.coupons.codesByIds(orders.flatMap((o) => (o.couponId === null ? [] : [o.couponId]))),
    ]);
    const lookups = { emailByUserId, slugByExamId, codeByCouponId };
    return { records: orders.map((order) => toAdminOrder(order, lookups)), total, page, limit };
  }
}
