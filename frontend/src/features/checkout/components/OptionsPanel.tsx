import type { FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/ui/Button';
import { selectCheckoutNotice, selectCurrentAccessEnd, selectSelectedVariant, selectVariantsInCurrency } from '../checkout-selectors';
import { panelCompleted, selectCheckoutToday, selectCheckoutType, variantChosen } from '../checkoutSlice';
import { CurrencySelect } from './CurrencySelect';
import { variantDuration, variantPerMonth, variantPrice, variantUntil } from './variant-text';

/** Options panel: the access period (radio cards with prices) and the currency. */
export function OptionsPanel({ headingId }: { headingId: string }) {
  const dispatch = useAppDispatch();
  const variants = useAppSelector(selectVariantsInCurrency);
  const selected = useAppSelector(selectSelectedVariant);
  const notice = useAppSelector(selectCheckoutNotice);
  const type = useAppSelector(selectCheckoutType);
  const today = new Date(useAppSelector(selectCheckoutToday));
  const currentEnd = useAppSelector(selectCurrentAccessEnd);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!selected) return;
    // The variant shown checked by default (the shortest period) counts as chosen, also when the
    // prices arrived after the modal opened.
    dispatch(variantChosen(selected));
    dispatch(panelCompleted('options'));
  };

  return (
    <form className="checkout-panel" aria-labelledby={headingId} onSubmit={onSubmit} noValidate>
      <h3 id={headingId} className="checkout-panel__title">
        {type === 'extension' ? 'Extend your access' : 'Choose your access'}
      </h3>
      <CurrencySelect />
      <fieldset className="variant-options">
        <legend className="visually-hidden">Access period</legend>
        {variants.map((variant) => {
          const perMonth = variantPerMonth(variant);
          return (
            <label key={variant.id} className="variant-card">
              <input
                type="radio"
                name="checkout-variant"
                value={variant.id}
                checked={variant.id === selected?.id}
                onChange={() => dispatch(variantChosen(variant))}
              />
              {/* The spaces only separate the parts in the radio's accessible name; the grid drops them. */}
              <span className="variant-card__duration">{variantDuration(variant)}</span>{' '}
              <span className="variant-card__price">{variantPrice(variant)}</span>{' '}
              <span className="variant-card__hint">{variantUntil(variant, today, currentEnd === null ? null : new Date(currentEnd))}</span>{' '}
              {perMonth && <span className="variant-card__hint">{perMonth}</span>}
            </label>
          );
        })}
      </fieldset>
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      <Button type="submit" className="btn--block" disabled={!selected}>
        Continue
      </Button>
    </form>
  );
}
