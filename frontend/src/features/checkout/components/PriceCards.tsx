import { Button } from '../../../components/ui/Button';
import type { Variant } from '../api';
import { variantDuration, variantPerMonth, variantPrice } from './variant-text';

function PriceCard({ variant, onBuy }: { variant: Variant; onBuy?: (variant: Variant) => void }) {
  const duration = variantDuration(variant);
  const perMonth = variantPerMonth(variant);
  return (
    <li className="price-card">
      <h3 className="price-card__duration">{duration}</h3>
      <p className="price-card__price">{variantPrice(variant)}</p>
      {perMonth && <p className="price-card__hint">{perMonth}</p>}
      <Button aria-label={`Buy access: ${duration}`} disabled={!onBuy} onClick={() => onBuy?.(variant)}>
        Buy access
      </Button>
    </li>
  );
}

/** A price card per period, each with its Buy button (disabled without `onBuy`: the checkout's code is not there yet). */
export function PriceCards({ variants, onBuy }: { variants: Variant[]; onBuy?: (variant: Variant) => void }) {
  return (
    <ul className="price-cards">
      {variants.map((variant) => (
        <PriceCard key={variant.id} variant={variant} onBuy={onBuy} />
      ))}
    </ul>
  );
}
