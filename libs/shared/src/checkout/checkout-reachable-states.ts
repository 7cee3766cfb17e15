import { CHECKOUT_MODALS, CHECKOUT_PANELS, initialCheckoutState, type CheckoutState } from './checkout-state';
import { checkoutTransition, type CheckoutEvent } from './checkout-transition';

/** A finite set of events that exercises every transition, for exploring the state space. */
export const CHECKOUT_EVENT_ALPHABET: readonly CheckoutEvent[] = [
  ...CHECKOUT_MODALS.flatMap((kind) => [
    { type: 'modalOpened', kind, loggedIn: false } as const,
    { type: 'modalOpened', kind, loggedIn: true } as const,
  ]),
  { type: 'modalClosed' },
  { type: 'loggedIn' },
  ...CHECKOUT_PANELS.flatMap((panel) => [
    { type: 'panelValidityChanged', panel, valid: true } as const,
    { type: 'panelValidityChanged', panel, valid: false } as const,
    { type: 'panelCompleted', panel } as const,
  ]),
  { type: 'cardEntryStarted' },
  { type: 'back' },
  { type: 'currencyChanged', currency: 'usd' },
  { type: 'currencyChanged', currency: 'GBP' },
  { type: 'currencyChanged', currency: 'not a currency' },
  { type: 'couponApplied', code: ' save10 ' },
  { type: 'couponApplied', code: 'WELCOME' },
  { type: 'couponApplied', code: '' },
  { type: 'couponRemoved' },
  { type: 'couponFailed' },
];

/** A text that is equal for two states exactly when the states are equal. */
export function checkoutStateKey(state: CheckoutState): string {
  const { panels } = state;
  return JSON.stringify([
    state.checkoutType,
    state.modal,
    state.panel,
    state.paymentSubPanel,
    CHECKOUT_PANELS.map((panel) => [panels[panel].valid, panels[panel].completed, panels[panel].open]),
    state.selectedCurrency,
    state.couponCode,
    state.loggedIn,
  ]);
}

/** Every state reachable from `from` by the events of `alphabet` (breadth first, `from` first). */
export function reachableCheckoutStates(
  alphabet: readonly CheckoutEvent[] = CHECKOUT_EVENT_ALPHABET,
  from: CheckoutState = initialCheckoutState,
): CheckoutState[] {
  const seen = new Map<string, CheckoutState>([[checkoutStateKey(from), from]]);
  const queue = [from];
  for (let head = 0; head < queue.length; head++) {
    for (const event of alphabet) {
      const next = checkoutTransition(queue[head], event);
      const key = checkoutStateKey(next);
      if (!seen.has(key)) {
        seen.set(key, next);
        queue.push(next);
      }
    }
  }
  return queue;
}
