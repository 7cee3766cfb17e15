import { DEFAULT_CURRENCY } from '../money/currency';

export type CheckoutType = 'product' | 'subscribe' | 'extension';

export const CHECKOUT_MODALS = ['product', 'dashboard', 'extension', 'trial'] as const;
export type CheckoutModal = (typeof CHECKOUT_MODALS)[number];

export const CHECKOUT_PANELS = ['options', 'account', 'payment', 'success'] as const;
export type CheckoutPanel = (typeof CHECKOUT_PANELS)[number];

type PaymentSubPanel = 'summary' | 'card';

interface PanelFlags {
  readonly valid: boolean;
  readonly completed: boolean;
  readonly open: boolean;
}

export type CheckoutPanels = Readonly<Record<CheckoutPanel, PanelFlags>>;

export interface CheckoutState {
  readonly checkoutType: CheckoutType;
  /** The one checkout modal open, if any. */
  readonly modal: CheckoutModal | null;
  /** The panel shown; null in the trial modal and before any checkout. Kept while closed. */
  readonly panel: CheckoutPanel | null;
  readonly paymentSubPanel: PaymentSubPanel;
  readonly panels: CheckoutPanels;
  /** Lower-case currency code. */
  readonly selectedCurrency: string;
  /** The applied coupon's normalised code; null when no coupon is applied. */
  readonly couponCode: string | null;
  readonly loggedIn: boolean;
}

/** The panels of each checkout type, in order. */
export const CHECKOUT_FLOWS: Readonly<Record<CheckoutType, readonly CheckoutPanel[]>> = {
  product: ['account', 'payment', 'success'],
  subscribe: ['options', 'account', 'payment', 'success'],
  extension: ['options', 'account', 'payment', 'success'],
};

/** The checkout type a modal runs; the trial modal runs none. */
export const MODAL_CHECKOUT_TYPES: Readonly<Record<CheckoutModal, CheckoutType | null>> = {
  product: 'product',
  dashboard: 'subscribe',
  extension: 'extension',
  trial: null,
};

export const UNTOUCHED_PANEL: PanelFlags = { valid: false, completed: false, open: false };

export const UNTOUCHED_PANELS: CheckoutPanels = {
  options: UNTOUCHED_PANEL,
  account: UNTOUCHED_PANEL,
  payment: UNTOUCHED_PANEL,
  success: UNTOUCHED_PANEL,
};

export const initialCheckoutState: CheckoutState = {
  checkoutType: 'product',
  modal: null,
  panel: null,
  paymentSubPanel: 'summary',
  panels: UNTOUCHED_PANELS,
  selectedCurrency: DEFAULT_CURRENCY,
  couponCode: null,
  loggedIn: false,
};

export function isCouponApplied(state: CheckoutState): boolean {
  return state.couponCode !== null;
}

/** The panels a checkout passes through; the account panel is skipped for a logged-in user. */
export function checkoutFlow(type: CheckoutType, loggedIn: boolean): readonly CheckoutPanel[] {
  return loggedIn ? CHECKOUT_FLOWS[type].filter((panel) => panel !== 'account') : CHECKOUT_FLOWS[type];
}
