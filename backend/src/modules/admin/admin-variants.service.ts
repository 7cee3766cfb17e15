import { Injectable } from '@nestjs/common';
import { toMinorUnits } from '@medprep/shared';
import type { VariantEntity } from '../products/entities/variant.entity';
import { AdminProductsRepository } from './admin-products.repository';
import { AdminVariantsRepository, type VariantChanges } from './admin-variants.repository';
import { guardedWrite } from './admin-persistence';
import { AdminErrors } from './admin.errors';
import { toAdminVariant } from './admin.mappers';
import type { AdminVariantDto, CreateVariantDto, UpdateVariantDto } from './dto/admin-variant.dto';

@Injectable()
export class AdminVariantsService {
  constructor(
    private readonly variants: AdminVariantsRepository,
    private readonly products: AdminProductsRepository,
  ) {}

  /** Every variant (active or not), optionally of one product, by product, period and currency. */
  async list(productId?: string): Promise<AdminVariantDto[]> {
    const variants = await this.variants.list(productId);
    return variants.map(toAdminVariant);
  }

  async create(input: CreateVariantDto): Promise<AdminVariantDto> {
    if (!(await this.products.exists(input.productId))) throw AdminErrors.unknownProduct(input.productId);
    const id = await guardedWrite(
      () =>
        this.variants.insert({
          productId: input.productId,
          periodMonths: input.periodMonths,
          currency: input.currency,
          priceMinor: toMinorUnits(input.price),
          stripePriceId: input.stripePriceId ?? null,
          active: true,
        }),
      { uq_variants_product_period_currency: () => AdminErrors.variantExists(input.periodMonths, input.currency) },
    );
    return toAdminVariant(await this.load(id));
  }

  async update(id: string, input: UpdateVariantDto): Promise<AdminVariantDto> {
    await this.load(id);
    const changes: VariantChanges = {};
    if (input.price !== undefined) changes.priceMinor = toMinorUnits(input.price);
    if (input.stripePriceId !== undefined) changes.stripePriceId = input.stripePriceId;
    if (input.active !== undefined) changes.active = input.active;
    if (Object.keys(changes).length > 0) await guardedWrite(() => this.variants.update(id, changes));
    return toAdminVariant(await this.load(id));
  }

  /** Orders refer to the variant, so it stops being offered rather than disappearing. */
  async deactivate(id: string): Promise<AdminVariantDto> {
    await this.load(id);
    await this.variants.update(id, { active: false });
    return toAdminVariant(await this.load(id));
  }

  private async load(id: string): Promise<VariantEntity> {
    const variant = await this.variants.findById(id);
    if (!variant) throw AdminErrors.variantNotFound(id);
    return variant;
  }
}
