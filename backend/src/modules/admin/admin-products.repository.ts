import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { isUuid } from '../../common/validation/is-uuid';
import { ProductEntity } from '../products/entities/product.entity';

type ProductValues = Pick<ProductEntity, 'examId' | 'slug' | 'title' | 'description' | 'stripeProductId' | 'active'>;
export type ProductChanges = Partial<Pick<ProductEntity, 'slug' | 'title' | 'description' | 'stripeProductId' | 'active'>>;

/** Products as the admin edits them, active or not. */
@Injectable()
export class AdminProductsRepository {
  constructor(@InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>) {}

  /** Every product with its exam, in the order of their exams in the catalogue. */
  listAll(): Promise<ProductEntity[]> {
    return this.products.find({
      relations: { exam: true },
      order: { exam: { sortOrder: 'ASC', title: 'ASC' }, slug: 'ASC' },
    });
  }

  async insert(values: ProductValues): Promise<string> {
    return (await this.products.save(this.products.create(values))).id;
  }

  async update(id: string, changes: ProductChanges): Promise<void> {
    await this.products.update({ id }, changes);
  }

  /** The product with its exam; null for an unknown or malformed id. */
  findById(id: string): Promise<ProductEntity | null> {
    return isUuid(id) ? this.products.findOne({ where: { id }, relations: { exam: true } }) : Promise.resolve(null);
  }

  exists(id: string): Promise<boolean> {
    return this.products.exists({ where: { id } });
  }
}
