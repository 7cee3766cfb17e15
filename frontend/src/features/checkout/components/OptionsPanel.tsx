import type { FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/ui/Button';
import { selectCheckoutNotice, selectSelectedVariant, selectVariantsInCurrency } from '../checkout-selectors';
import { panelCompleted, selectCheckoutPanels, selectCheckoutType, variantChosen } from '../checkoutSlice';
import { CurrencySelect } from './CurrencySelect';
import { variantDuration, variantPerMonth, variantPrice } from './variant-text';

/** Options panel: the access period (radio cards with prices) and the currency. */
export function OptionsPanel({ headingId }: { headingId: string }) {
  const dispatch = useAppDispatch();
  const variants = useAppSelector(selectVariantsInCurrency);
  const selectedId = useAppSelector(selectSelectedVariant)?.id;
  const valid = useAppSelector(selectCheckoutPanels).options.valid;
  const notice = useAppSelector(selectCheckoutNotice);
  const type = useAppSelector(selectCheckoutType);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
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
                checked={variant.id === selectedId}
                onChange={() => dispatch(variantChosen(variant))}
              />
              <span className="variant-card__duration">{variantDuration(variant)}</span>
              <span className="variant-card__price">{variantPrice(variant)}</span>
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
      <Button type="submit" className="btn--block" disabled={!valid}>
        Continue
      </Button>
    </form>
  );
}
