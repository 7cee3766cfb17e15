import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { isUuid } from '../../common/validation/is-uuid';
import { VariantEntity } from '../products/entities/variant.entity';

type VariantValues = Pick<VariantEntity, 'productId' | 'periodMonths' | 'currency' | 'priceMinor' | 'stripePriceId' | 'active'>;
export type VariantChanges = Partial<Pick<VariantEntity, 'priceMinor' | 'stripePriceId' | 'active'>>;

/** Product variants as the admin edits them, active or not. */
@Injectable()
export class AdminVariantsRepository {
  constructor(@InjectRepository(VariantEntity) private readonly variants: Repository<VariantEntity>) {}

  /** Every variant, optionally of one product, by product, period and currency. */
  list(productId?: string): Promise<VariantEntity[]> {
    return this.variants.find({
      where: productId ? { productId } : {},
      order: { productId: 'ASC', periodMonths: 'ASC', currency: 'ASC' },
    });
  }

  async insert(values: VariantValues): Promise<string> {
    return (await this.variants.save(this.variants.create(values))).id;
  }

  async update(id: string, changes: VariantChanges): Promise<void> {
    await this.variants.update({ id }, changes);
  }

  /** Null for an unknown or malformed id. */
  findById(id: string): Promise<VariantEntity | null> {
    return isUuid(id) ? this.variants.findOne({ where: { id } }) : Promise.resolve(null);
  }
}
