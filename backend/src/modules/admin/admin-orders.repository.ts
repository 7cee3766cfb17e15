import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { OrderEntity } from '../payments/entities/order.entity';

/** Orders as the admin lists them. */
@Injectable()
export class AdminOrdersRepository {
  constructor(@InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>) {}

  /** One page of orders (optionally of one status), newest first, and how many there are in all. */
  page(status: OrderEntity['status'] | undefined, skip: number, take: number): Promise<[OrderEntity[], number]> {
    return this.orders.findAndCount({
      where: status ? { status } : {},
      order: { createdAt: 'DESC', id: 'DESC' },
      skip,
      take,
    });
  }
}
