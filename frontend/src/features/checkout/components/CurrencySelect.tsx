import { useId } from 'react';
import { currencySymbol, SUPPORTED_CURRENCIES } from '@medprep/shared';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { changeCurrency } from '../api';
import { selectCurrencyOptions, selectSelectedCurrency } from '../checkoutSlice';

/** The currency picker: the product's currencies (or all supported ones before it loads). */
export function CurrencySelect({ disabled = false }: { disabled?: boolean }) {
  const dispatch = useAppDispatch();
  const id = useId();
  const selected = useAppSelector(selectSelectedCurrency);
  const offered = useAppSelector(selectCurrencyOptions);
  const options: readonly string[] = offered.length > 0 ? offered : SUPPORTED_CURRENCIES;
  const all = options.includes(selected) ? options : [selected, ...options];
  return (
    <div className="field field--inline currency-select">
      <label htmlFor={id} className="field__label">
        Currency
      </label>
      <select
        id={id}
        className="field__input"
        value={selected}
        disabled={disabled}
        onChange={(event) => void dispatch(changeCurrency(event.target.value))}
      >
        {all.map((code) => (
          <option key={code} value={code}>
            {`${code.toUpperCase()} (${currencySymbol(code)})`}
          </option>
        ))}
      </select>
    </div>
  );
}
