import { SUPPORTED_CURRENCIES } from '@medprep/shared';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { changeCurrency } from '../checkout-flow';
import { selectCurrencyOptions } from '../checkout-selectors';
import { selectSelectedCurrency } from '../checkoutSlice';
import { CurrencyField } from './CurrencyField';

/** The currency picker: the product's currencies (or all supported ones before it loads). */
export function CurrencySelect({ disabled = false }: { disabled?: boolean }) {
  const dispatch = useAppDispatch();
  const selected = useAppSelector(selectSelectedCurrency);
  const offered = useAppSelector(selectCurrencyOptions);
  return (
    <CurrencyField
      selected={selected}
      options={offered.length > 0 ? offered : SUPPORTED_CURRENCIES}
      disabled={disabled}
      onChange={(currency) => void dispatch(changeCurrency(currency))}
    />
  );
}
