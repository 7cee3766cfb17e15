import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { toMinorUnits } from '@medprep/shared';
import type { Repository } from 'typeorm';
import { isUuid } from '../../common/validation/is-uuid';
import { ProductEntity } from '../products/entities/product.entity';
import { VariantEntity } from '../products/entities/variant.entity';
import { guardedWrite } from './admin-persistence';
import { AdminErrors } from './admin.errors';
import { toAdminVariant } from './admin.mappers';
import type { AdminVariantDto, CreateVariantDto, UpdateVariantDto } from './dto/admin-variant.dto';

@Injectable()
export class AdminVariantsService {
  constructor(
    @InjectRepository(VariantEntity) private readonly variants: Repository<VariantEntity>,
    @InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>,
  ) {}

  /** Every variant (active or not), optionally of one product, by product, period and currency. */
  async list(productId?: string): Promise<AdminVariantDto[]> {
    const variants = await this.variants.find({
      where: productId ? { productId } : {},
      order: { productId: 'ASC', periodMonths: 'ASC', currency: 'ASC' },
    });
    return variants.map(toAdminVariant);
  }

  async create(input: CreateVariantDto): Promise<AdminVariantDto> {
    if (!(await this.products.exists({ where: { id: input.productId } }))) throw AdminErrors.unknownProduct(input.productId);
    const variant = await guardedWrite(
      () =>
        this.variants.save(
          this.variants.create({
            productId: input.productId,
            periodMonths: input.periodMonths,
            currency: input.currency,
            priceMinor: toMinorUnits(input.price),
            stripePriceId: input.stripePriceId ?? null,
            active: true,
          }),
        ),
      { uq_variants_product_period_currency: () => AdminErrors.variantExists(input.periodMonths, input.currency) },
    );
    return toAdminVariant(await this.load(variant.id));
  }

  async update(id: string, input: UpdateVariantDto): Promise<AdminVariantDto> {
    await this.load(id);
    const changes: Partial<Pick<VariantEntity, 'priceMinor' | 'stripePriceId' | 'active'>> = {};
    if (input.price !== undefined) changes.priceMinor = toMinorUnits(input.price);
    if (input.stripePriceId !== undefined) changes.stripePriceId = input.stripePriceId;
    if (input.active !== undefined) changes.active = input.active;
    if (Object.keys(changes).length > 0) await guardedWrite(() => this.variants.update({ id }, changes));
    return toAdminVariant(await this.load(id));
  }

  /** Orders refer to the variant, so it stops being offered rather than disappearing. */
  async deactivate(id: string): Promise<AdminVariantDto> {
    await this.load(id);
    await this.variants.update({ id }, { active: false });
    return toAdminVariant(await this.load(id));
  }

  private async load(id: string): Promise<VariantEntity> {
    const variant = isUuid(id) ? await this.variants.findOne({ where: { id } }) : null;
    if (!variant) throw AdminErrors.variantNotFound(id);
    return variant;
  }
}
