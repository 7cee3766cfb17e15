import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { OrderEntity } from './entities/order.entity';

@Injectable()
export class OrdersRepository {
  constructor(@InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>) {}

  findById(id: string): Promise<OrderEntity | null> {
    return this.orders.findOne({ where: { id } });
  }

  findOwned(id: string, userId: string): Promise<OrderEntity | null> {
    return this.orders.findOne({ where: { id, userId } });
  }

  async create(order: Omit<OrderEntity, 'id' | 'createdAt' | 'paidAt' | 'failureReason' | 'providerPaymentId'>): Promise<OrderEntity> {
    const entity = this.orders.create({ ...order, providerPaymentId: null, failureReason: null, paidAt: null });
    return this.orders.save(entity);
  }

  async setProviderPaymentId(id: string, providerPaymentId: string): Promise<void> {
    await this.orders.update({ id }, { providerPaymentId });
  }

  async recordDecline(id: string, reason: string): Promise<void> {
    await this.orders.update({ id, status: 'pending' }, { failureReason: reason });
  }
}
