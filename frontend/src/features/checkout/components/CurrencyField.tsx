import { useId } from 'react';
import { currencySymbol } from '@medprep/shared';

export interface CurrencyFieldProps {
  selected: string;
  options: readonly string[];
  disabled?: boolean;
  onChange?: (currency: string) => void;
}

/** The currency picker's field; the selected currency is offered even when it is not among `options`. */
export function CurrencyField({ selected, options, disabled = false, onChange }: CurrencyFieldProps) {
  const id = useId();
  const all = options.includes(selected) ? options : [selected, ...options];
  return (
    <div className="field field--inline currency-select">
      <label htmlFor={id} className="field__label">
        Currency
      </label>
      <select id={id} className="field__input" value={selected} disabled={disabled} onChange={(event) => onChange?.(event.target.value)}>
        {all.map((code) => (
          <option key={code} value={code}>
            {`${code.toUpperCase()} (${currencySymbol(code)})`}
          </option>
        ))}
      </select>
    </div>
  );
}
