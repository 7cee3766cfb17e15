import { normaliseCouponCode } from '../coupons/coupon-code';
import { normaliseCurrencyCode } from '../money/currency';
import {
  checkoutFlow,
  MODAL_CHECKOUT_TYPES,
  UNTOUCHED_PANEL,
  UNTOUCHED_PANELS,
  type CheckoutModal,
  type CheckoutPanel,
  type CheckoutPanels,
  type CheckoutState,
} from './checkout-state';

/** What can happen during a checkout, named as events. */
export type CheckoutEvent =
  | { type: 'modalOpened'; kind: CheckoutModal; loggedIn: boolean }
  | { type: 'modalClosed' }
  | { type: 'loggedIn' }
  | { type: 'panelValidityChanged'; panel: CheckoutPanel; valid: boolean }
  | { type: 'panelCompleted'; panel: CheckoutPanel }
  | { type: 'cardEntryStarted' }
  | { type: 'back' }
  | { type: 'currencyChanged'; currency: string }
  | { type: 'couponApplied'; code: string }
  | { type: 'couponRemoved' }
  | { type: 'couponFailed' };

const SIGNED_IN_ACCOUNT = { valid: true, completed: true, open: false } as const;

function withOpenPanel(panels: CheckoutPanels, open: CheckoutPanel | null): CheckoutPanels {
  return {
    options: { ...panels.options, open: open === 'options' },
    account: { ...panels.account, open: open === 'account' },
    payment: { ...panels.payment, open: open === 'payment' },
    success: { ...panels.success, open: open === 'success' },
  };
}

function showPanel(state: CheckoutState, panel: CheckoutPanel): CheckoutState {
  return { ...state, panel, paymentSubPanel: 'summary', panels: withOpenPanel(state.panels, panel) };
}

function startPanel(kind: CheckoutModal, loggedIn: boolean): CheckoutPanel | null {
  if (kind === 'trial') return null;
  if (kind === 'product') return loggedIn ? 'payment' : 'account';
  return 'options';
}

function modalOpened(state: CheckoutState, kind: CheckoutModal, loggedIn: boolean): CheckoutState {
  if (state.modal === kind && state.loggedIn === loggedIn) return state;
  const panel = startPanel(kind, loggedIn);
  const panels = loggedIn ? { ...UNTOUCHED_PANELS, account: SIGNED_IN_ACCOUNT } : UNTOUCHED_PANELS;
  return {
    ...state,
    checkoutType: MODAL_CHECKOUT_TYPES[kind] ?? state.checkoutType,
    modal: kind,
    panel,
    paymentSubPanel: 'summary',
    panels: withOpenPanel(panels, panel),
    loggedIn,
  };
}

function modalClosed(state: CheckoutState): CheckoutState {
  if (state.modal === null) return state;
  const closed = { ...state, modal: null, paymentSubPanel: 'summary' as const, panels: withOpenPanel(state.panels, null) };
  if (state.modal !== 'dashboard') return closed;
  return {
    ...closed,
    checkoutType: 'product',
    panel: 'account',
    panels: { ...closed.panels, payment: UNTOUCHED_PANEL },
    couponCode: null,
  };
}

function loggedIn(state: CheckoutState): CheckoutState {
  if (state.loggedIn) return state;
  const next = { ...state, loggedIn: true, panels: { ...state.panels, account: SIGNED_IN_ACCOUNT } };
  return state.modal !== null && state.panel === 'account' ? showPanel(next, 'payment') : next;
}

function panelValidityChanged(state: CheckoutState, panel: CheckoutPanel, valid: boolean): CheckoutState {
  if (state.modal === null || state.panel !== panel || panel === 'success') return state;
  if (state.panels[panel].valid === valid) return state;
  return { ...state, panels: { ...state.panels, [panel]: { ...state.panels[panel], valid } } };
}

/** A panel completes when valid; the account panel only by logging in, the payment panel only from card entry. */
function panelCompleted(state: CheckoutState, panel: CheckoutPanel): CheckoutState {
  if (state.modal === null || state.panel !== panel || panel === 'account') return state;
  if (!state.panels[panel].valid) return state;
  if (panel === 'payment' && state.paymentSubPanel !== 'card') return state;
  const flow = checkoutFlow(state.checkoutType, state.loggedIn);
  const next = flow[flow.indexOf(panel) + 1];
  if (next === undefined) return state;
  const completed = { ...state, panels: { ...state.panels, [panel]: { ...state.panels[panel], completed: true } } };
  return showPanel(completed, next);
}

function cardEntryStarted(state: CheckoutState): CheckoutState {
  if (state.modal === null || state.panel !== 'payment' || state.paymentSubPanel === 'card') return state;
  return { ...state, paymentSubPanel: 'card' };
}

function back(state: CheckoutState): CheckoutState {
  if (state.modal === null || state.panel === null || state.panel === 'success') return state;
  if (state.panel === 'payment' && state.paymentSubPanel === 'card') return { ...state, paymentSubPanel: 'summary' };
  const flow = checkoutFlow(state.checkoutType, state.loggedIn);
  const index = flow.indexOf(state.panel);
  return index > 0 ? showPanel(state, flow[index - 1]) : state;
}

function currencyChanged(state: CheckoutState, currency: string): CheckoutState {
  const code = normaliseCurrencyCode(currency);
  if (code === null || code === state.selectedCurrency) return state;
  if (state.modal !== null && state.panel === 'success') return state;
  return { ...state, selectedCurrency: code };
}

function couponApplied(state: CheckoutState, code: string): CheckoutState {
  const normalised = normaliseCouponCode(code);
  if (!normalised.ok || normalised.code === state.couponCode) return state;
  if (state.modal === null || (state.panel !== 'options' && state.panel !== 'payment')) return state;
  return { ...state, couponCode: normalised.code };
}

function couponCleared(state: CheckoutState): CheckoutState {
  return state.couponCode === null ? state : { ...state, couponCode: null };
}

/**
 * The checkout panel flow as a pure transition: the next state after an event. An event that
 * cannot happen in a state (going back from the first panel, completing an invalid panel, …)
 * returns the same state object.
 */
export function checkoutTransition(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  switch (event.type) {
    case 'modalOpened':
      return modalOpened(state, event.kind, event.loggedIn);
    case 'modalClosed':
      return modalClosed(state);
    case 'loggedIn':
      return loggedIn(state);
    case 'panelValidityChanged':
      return panelValidityChanged(state, event.panel, event.valid);
    case 'panelCompleted':
      return panelCompleted(state, event.panel);
    case 'cardEntryStarted':
      return cardEntryStarted(state);
    case 'back':
      return back(state);
    case 'currencyChanged':
      return currencyChanged(state, event.currency);
    case 'couponApplied':
      return couponApplied(state, event.code);
    case 'couponRemoved':
    case 'couponFailed':
      return couponCleared(state);
    default:
      return state;
  }
}
