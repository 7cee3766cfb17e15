import { currencySymbol, fromMinorUnits, variantLabel, type Variant } from '@medprep/shared';
import type { VariantEntity } from './entities/variant.entity';

export function toVariant(entity: VariantEntity): Variant {
  return {
    id: entity.id,
    label: variantLabel(entity.periodMonths),
    period: entity.periodMonths,
    priceID: entity.stripePriceId,
    value: fromMinorUnits(entity.priceMinor),
    currency: { code: entity.currency, symbol: currencySymbol(entity.currency) },
  };
}
