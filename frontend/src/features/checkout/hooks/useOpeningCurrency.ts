import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectAuthStatus } from '../../../app/session/session-api';
import { selectOpeningCurrency } from '../checkout-selectors';
import { currencyPreset, selectCurrencyPicked } from '../checkoutSlice';

const browserLocales = (): readonly string[] => (typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));

/**
 * Opens the checkout's prices in the user's currency (saved, else remembered here, else their
 * region's, else usd) once the session check has said who they are; a currency the buyer picks
 * on this page stays.
 */
export function useOpeningCurrency(): void {
  const dispatch = useAppDispatch();
  const known = useAppSelector(selectAuthStatus) !== 'unknown';
  const picked = useAppSelector(selectCurrencyPicked);
  const opening = useAppSelector((state) => selectOpeningCurrency(state, browserLocales()));
  useEffect(() => {
    if (known && !picked) dispatch(currencyPreset(opening));
  }, [dispatch, known, picked, opening]);
}
