import { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import {
  checkoutSummary,
  checkoutTransition,
  initialCheckoutState,
  isCouponApplied,
  Messages,
  normaliseCouponCode,
  ORDER_ERRORS,
  selectInitialVariant,
  selectVariantForCurrency,
  SUPPORTED_CURRENCIES,
  variantsForCurrency,
  type CardField,
  type CheckoutEvent,
  type CheckoutModal,
  type CheckoutPanel,
  type CheckoutState,
  type CheckoutSummary,
  type CouponEffect,
  type OrderStatus,
  type Product,
  type Variant,
} from '@medprep/shared';
import { rootReducer } from '../../app/store';

/** The exam a product is for, as the summary shows it. */
export type ProductExam = Product['exam'];

/** A coupon as confirmCoupon returned it, dates as ISO strings (the store holds plain data). */
export interface StoredCoupon {
  id: string;
  code: string;
  effect: CouponEffect;
  value: number;
  active: boolean;
  dateCreated: string;
  dateExpiry: string | null;
  description: string;
  organisation: string | null;
}

export type ProductStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * creating → (card | paid); card → confirming → (paid | card with an error | stale); processing:
 * Stripe, polling. stale: the order can no longer be paid at its price (expired, or the price or
 * coupon changed): the checkout offers to price a fresh order.
 */
export type PaymentStatus = 'idle' | 'creating' | 'card' | 'confirming' | 'processing' | 'paid' | 'failed' | 'stale';

export interface PaymentProviderConfig {
  provider: 'stripe' | 'local';
  publishableKey: string | null;
}

export interface PendingPayment {
  orderId: string;
  amount: number;
  currency: string;
  provider: 'stripe' | 'local';
  clientSecret: string | null;
}

/** An order as the server reported it; `endsAt` is the server's date (ISO), never computed here. */
export interface SettledOrder {
  orderId: string;
  status: OrderStatus['status'];
  amount: number;
  currency: string;
  periodMonths: number;
  failureReason: string | null;
  subscription: { examId: string; examSlug: string; examTitle: string; endsAt: string } | null;
}

export interface CardError {
  field: CardField | null;
  message: string;
}

export type TrialClaimStatus = 'idle' | 'claiming' | 'claimed' | 'failed';

export interface CheckoutSliceState {
  /** The product's checkout state machine (type, modal, panel flags, currency, coupon code). */
  flow: CheckoutState;
  currencyOptions: string[];
  userOwnsProduct: boolean;
  /** Accounts created inside a checkout modal. */
  registerUserIds: string[];
  coupon: StoredCoupon | null;
  couponPending: boolean;
  couponError: string | null;
  summary: CheckoutSummary<ProductExam> | null;
  examKey: string | null;
  product: Product | null;
  productStatus: ProductStatus;
  productError: string | null;
  selectedVariantId: string | null;
  emptyVariants: boolean;
  /** A passing message for the user (the product's toasts). */
  notice: string | null;
  /** The day the summary counts from (ISO); set when a product loads or a modal opens. */
  today: string;
  paymentConfig: PaymentProviderConfig | null;
  paymentStatus: PaymentStatus;
  payment: PendingPayment | null;
  paymentError: string | null;
  cardError: CardError | null;
  order: SettledOrder | null;
  canCreateTrial: boolean | null;
  trialStatus: TrialClaimStatus;
  trialExamTitle: string | null;
  trialError: string | null;
}

export const initialCheckoutSliceState: CheckoutSliceState = {
  flow: initialCheckoutState,
  currencyOptions: [],
  userOwnsProduct: false,
  registerUserIds: [],
  coupon: null,
  couponPending: false,
  couponError: null,
  summary: null,
  examKey: null,
  product: null,
  productStatus: 'idle',
  productError: null,
  selectedVariantId: null,
  emptyVariants: false,
  notice: null,
  today: new Date(0).toISOString(),
  paymentConfig: null,
  paymentStatus: 'idle',
  payment: null,
  paymentError: null,
  cardError: null,
  order: null,
  canCreateTrial: null,
  trialStatus: 'idle',
  trialExamTitle: null,
  trialError: null,
};

type Draft = CheckoutSliceState;

const nowIso = () => new Date().toISOString();

/** Runs an event through the pure transition; returns false when the event was impossible. */
function transition(state: Draft, event: CheckoutEvent): boolean {
  const next = checkoutTransition(state.flow, event);
  if (next === state.flow) return false;
  state.flow = next;
  return true;
}

function selectedVariant(state: Draft): Variant | null {
  if (!state.product || state.selectedVariantId === null) return null;
  return state.product.variants.find((variant) => variant.id === state.selectedVariantId) ?? null;
}

/** The summary for the selected variant and the applied coupon (rule in @medprep/shared). */
function recalculateSummary(state: Draft) {
  const variant = selectedVariant(state);
  if (!state.product || !variant) {
    state.summary = null;
    return;
  }
  const { coupon } = state;
  state.summary = checkoutSummary({
    exam: state.product.exam,
    variant,
    coupon: coupon && {
      active: coupon.active,
      effect: coupon.effect,
      value: coupon.value,
      dateExpiry: coupon.dateExpiry === null ? null : new Date(coupon.dateExpiry),
    },
    today: new Date(state.today),
  });
}

/** A price or coupon changed: an order created for the old one must not be paid. */
function discardPayment(state: Draft) {
  if (state.paymentStatus === 'paid' || state.paymentStatus === 'processing') return;
  state.payment = null;
  state.paymentStatus = 'idle';
  state.paymentError = null;
  state.cardError = null;
}

/** Keeps the stored coupon in step with the machine's coupon code (closing a modal may clear it). */
function syncCoupon(state: Draft) {
  if (!isCouponApplied(state.flow) && state.coupon !== null) {
    state.coupon = null;
    discardPayment(state);
    recalculateSummary(state);
  }
}

/** The order cannot be paid any more: the card is put away and the buyer is offered a fresh order. */
function goStale(state: Draft, message: string) {
  state.payment = null;
  state.paymentStatus = 'stale';
  state.paymentError = message;
  state.cardError = null;
}

function currencyOptionsOf(variants: readonly Variant[]): string[] {
  const codes = new Set(variants.map((variant) => variant.currency.code.trim().toLowerCase()));
  const known = SUPPORTED_CURRENCIES.filter((code) => codes.has(code));
  const others = [...codes].filter((code) => !(SUPPORTED_CURRENCIES as readonly string[]).includes(code)).sort();
  return [...known, ...others];
}

const withToday = <P extends object>(payload: P & { today?: string }) => ({ payload: { ...payload, today: payload.today ?? nowIso() } });

/**
 * The checkout as a state machine of events. The panel flow is the pure
 * `checkoutTransition` from @medprep/shared: each flow reducer hands it the event and ignores an
 * impossible one; the other reducers keep the product, coupon, summary and order beside it.
 */
export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckoutSliceState,
  reducers: {
    // --- The product's events, delegated to checkoutTransition ---
    modalOpened: {
      reducer(state, action: PayloadAction<{ kind: CheckoutModal; loggedIn: boolean; today: string }>) {
        const { kind, loggedIn, today } = action.payload;
        if (!transition(state, { type: 'modalOpened', kind, loggedIn })) return;
        state.today = today;
        state.order = null;
        state.couponError = null;
        state.trialStatus = 'idle';
        state.trialError = null;
        state.trialExamTitle = null;
        state.payment = null;
        state.paymentStatus = 'idle';
        state.paymentError = null;
        state.cardError = null;
        state.notice = null;
        if (state.selectedVariantId !== null) transition(state, { type: 'panelValidityChanged', panel: 'options', valid: true });
        syncCoupon(state);
        recalculateSummary(state);
      },
      prepare: (payload: { kind: CheckoutModal; loggedIn: boolean; today?: string }) => withToday(payload),
    },
    modalClosed(state) {
      if (transition(state, { type: 'modalClosed' })) syncCoupon(state);
    },
    loggedIn(state) {
      transition(state, { type: 'loggedIn' });
    },
    panelValidityChanged(state, action: PayloadAction<{ panel: CheckoutPanel; valid: boolean }>) {
      transition(state, { type: 'panelValidityChanged', ...action.payload });
    },
    panelCompleted(state, action: PayloadAction<CheckoutPanel>) {
      transition(state, { type: 'panelCompleted', panel: action.payload });
    },
    cardEntryStarted(state) {
      transition(state, { type: 'cardEntryStarted' });
    },
    back(state) {
      if (transition(state, { type: 'back' })) state.cardError = null;
    },
    /** Re-filters the variants: the selection is kept if offered, else the shortest period. */
    currencyChanged(state, action: PayloadAction<string>) {
      if (!transition(state, { type: 'currencyChanged', currency: action.payload })) return;
      state.notice = null;
      if (!state.product) return;
      const previous = selectedVariant(state);
      const selection = selectVariantForCurrency(state.product.variants, state.flow.selectedCurrency, previous);
      state.emptyVariants = selection.emptyVariants;
      state.selectedVariantId = selection.selected?.id ?? null;
      if (selection.emptyVariants) state.notice = Messages.products.noVariantsForCurrencyToast;
      transition(state, { type: 'panelValidityChanged', panel: 'options', valid: !selection.emptyVariants });
      discardPayment(state);
      recalculateSummary(state);
    },
    couponApplied(state, action: PayloadAction<{ code: string; coupon: StoredCoupon }>) {
      const code = normaliseCouponCode(action.payload.code);
      transition(state, { type: 'couponApplied', code: action.payload.code });
      state.couponPending = false;
      if (!code.ok || state.flow.couponCode !== code.code) return;
      state.coupon = action.payload.coupon;
      state.couponError = null;
      discardPayment(state);
      recalculateSummary(state);
    },
    couponRemoved(state) {
      transition(state, { type: 'couponRemoved' });
      state.couponError = null;
      state.couponPending = false;
      syncCoupon(state);
    },
    /** Any failed coupon is removed, with the message saying why. */
    couponFailed(state, action: PayloadAction<string>) {
      transition(state, { type: 'couponFailed' });
      state.couponError = action.payload;
      state.couponPending = false;
      syncCoupon(state);
    },

    // --- Product and variants ---
    productRequested(state, action: PayloadAction<string>) {
      if (state.examKey !== action.payload) {
        // A coupon was confirmed for another exam.
        transition(state, { type: 'couponRemoved' });
        syncCoupon(state);
        state.product = null;
        state.selectedVariantId = null;
        state.summary = null;
        state.userOwnsProduct = false;
        state.couponError = null;
      }
      state.examKey = action.payload;
      state.productStatus = 'loading';
      state.productError = null;
      state.notice = null;
    },
    /** Initialisation selects the cheapest (lowest-period) variant in the active currency. */
    productLoaded: {
      reducer(state, action: PayloadAction<{ product: Product; today: string }>) {
        const { product, today } = action.payload;
        if (state.examKey !== null && state.examKey !== product.exam.slug && state.examKey !== product.exam.id) return;
        state.product = product;
        state.productStatus = 'ready';
        state.productError = null;
        state.today = today;
        state.currencyOptions = currencyOptionsOf(product.variants);
        const previous = selectedVariant(state);
        const selection = previous
          ? selectVariantForCurrency(product.variants, state.flow.selectedCurrency, previous)
          : selectInitialVariant(product.variants, state.flow.selectedCurrency);
        state.emptyVariants = selection.emptyVariants;
        state.selectedVariantId = selection.selected?.id ?? null;
        state.notice = selection.emptyVariants ? Messages.products.noProductVariantsForCurrency : null;
        recalculateSummary(state);
      },
      prepare: (payload: { product: Product; today?: string }) => withToday(payload),
    },
    productFailed(state, action: PayloadAction<{ message: string; emptyVariants: boolean }>) {
      state.productStatus = 'failed';
      state.productError = action.payload.message;
      state.emptyVariants = action.payload.emptyVariants;
      state.product = null;
      state.selectedVariantId = null;
      state.summary = null;
    },
    variantChosen(state, action: PayloadAction<string>) {
      if (!state.product) return;
      const offered = variantsForCurrency(state.product.variants, state.flow.selectedCurrency);
      if (!offered.some((variant) => variant.id === action.payload)) return;
      if (state.flow.modal !== null && state.flow.panel === 'success') return;
      if (state.selectedVariantId !== action.payload) discardPayment(state);
      state.selectedVariantId = action.payload;
      state.emptyVariants = false;
      transition(state, { type: 'panelValidityChanged', panel: 'options', valid: true });
      recalculateSummary(state);
    },
    ownershipChecked(state, action: PayloadAction<boolean>) {
      state.userOwnsProduct = action.payload;
    },
    trialEligibilityChecked(state, action: PayloadAction<boolean>) {
      state.canCreateTrial = action.payload;
    },
    noticeDismissed(state) {
      state.notice = null;
    },
    couponCheckStarted(state) {
      state.couponPending = true;
      state.couponError = null;
    },
    accountRegistered(state, action: PayloadAction<string>) {
      if (!state.registerUserIds.includes(action.payload)) state.registerUserIds.push(action.payload);
    },

    // --- Payment ---
    paymentConfigLoaded(state, action: PayloadAction<PaymentProviderConfig>) {
      state.paymentConfig = action.payload;
    },
    paymentStarted(state) {
      state.paymentStatus = 'creating';
      state.paymentError = null;
      state.cardError = null;
    },
    /** The server priced the order; a pending one goes on to the card, a paid one (100 % off) skips it. */
    paymentCreated(state, action: PayloadAction<PendingPayment & { status: OrderStatus['status'] }>) {
      const { status, ...payment } = action.payload;
      state.payment = payment;
      if (status === 'pending') {
        state.paymentStatus = 'card';
        transition(state, { type: 'cardEntryStarted' });
      } else {
        state.paymentStatus = status === 'paid' ? 'confirming' : 'failed';
      }
    },
    paymentFailed(state, action: PayloadAction<string>) {
      state.paymentStatus = state.payment ? 'card' : 'failed';
      state.paymentError = action.payload;
    },
    cardSubmitted(state) {
      state.paymentStatus = 'confirming';
      state.cardError = null;
      state.paymentError = null;
    },
    cardRejected(state, action: PayloadAction<CardError>) {
      state.paymentStatus = 'card';
      state.cardError = action.payload;
    },
    /** Stripe took the card; the order is settled by its webhook, which we poll for. */
    paymentProcessing(state) {
      state.paymentStatus = 'processing';
      state.cardError = null;
      state.paymentError = null;
    },
    /** The server's word on the order: paid moves the checkout to its success panel. */
    orderSettled(state, action: PayloadAction<SettledOrder>) {
      const order = action.payload;
      if (state.payment && state.payment.orderId !== order.orderId) return;
      state.order = order;
      if (order.status === 'paid') {
        state.paymentStatus = 'paid';
        transition(state, { type: 'cardEntryStarted' });
        transition(state, { type: 'panelValidityChanged', panel: 'payment', valid: true });
        transition(state, { type: 'panelCompleted', panel: 'payment' });
        if (state.product && order.subscription?.examId === state.product.exam.id) state.userOwnsProduct = true;
      } else if (order.status === 'failed') {
        state.paymentStatus = 'card';
        state.paymentError = order.failureReason ?? 'The payment did not go through. Try again.';
      } else if (order.status === 'expired' || order.status === 'cancelled') {
        goStale(state, order.status === 'expired' ? ORDER_ERRORS.ORDER_EXPIRED : ORDER_ERRORS.ORDER_PRICE_CHANGED);
      }
    },
    /** The server refused the order at its price; the message comes from the shared catalogue. */
    orderWentStale(state, action: PayloadAction<string>) {
      goStale(state, action.payload);
    },

    // --- Trial ---
    trialClaimStarted(state) {
      state.trialStatus = 'claiming';
      state.trialError = null;
    },
    trialClaimed(state, action: PayloadAction<{ examTitle: string }>) {
      state.trialStatus = 'claimed';
      state.trialExamTitle = action.payload.examTitle;
      state.canCreateTrial = false;
    },
    trialClaimFailed(state, action: PayloadAction<string>) {
      state.trialStatus = 'failed';
      state.trialError = action.payload;
    },
  },
  selectors: {
    selectCheckoutFlow: (state) => state.flow,
    selectCheckoutModal: (state) => state.flow.modal,
    selectCheckoutPanel: (state) => state.flow.panel,
    selectPaymentSubPanel: (state) => state.flow.paymentSubPanel,
    selectCheckoutPanels: (state) => state.flow.panels,
    selectCheckoutType: (state) => state.flow.checkoutType,
    selectSelectedCurrency: (state) => state.flow.selectedCurrency,
    selectCouponCode: (state) => state.flow.couponCode,
    selectIsCouponApplied: (state) => isCouponApplied(state.flow),
    selectCurrencyOptions: (state) => state.currencyOptions,
    selectUserOwnsProduct: (state) => state.userOwnsProduct,
    selectRegisterUserIds: (state) => state.registerUserIds,
    selectCoupon: (state) => state.coupon,
    selectCouponPending: (state) => state.couponPending,
    selectCouponError: (state) => state.couponError,
    selectSummary: (state) => state.summary,
    selectProduct: (state) => state.product,
    selectProductStatus: (state) => state.productStatus,
    selectProductError: (state) => state.productError,
    selectEmptyVariants: (state) => state.emptyVariants,
    selectSelectedVariantId: (state) => state.selectedVariantId,
    selectCheckoutNotice: (state) => state.notice,
    selectPaymentConfig: (state) => state.paymentConfig,
    selectPaymentStatus: (state) => state.paymentStatus,
    selectPayment: (state) => state.payment,
    selectPaymentError: (state) => state.paymentError,
    selectCardError: (state) => state.cardError,
    selectOrder: (state) => state.order,
    selectCanCreateTrial: (state) => state.canCreateTrial,
    selectTrialStatus: (state) => state.trialStatus,
    selectTrialExamTitle: (state) => state.trialExamTitle,
    selectTrialError: (state) => state.trialError,
  },
});

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof checkoutSlice> {}
}

/** The slice joined to the store when this module loads (with the exam page or a checkout modal). */
const injectedCheckoutSlice = checkoutSlice.injectInto(rootReducer);

export const selectCheckoutState = injectedCheckoutSlice.selectSlice;

export const {
  modalOpened,
  modalClosed,
  loggedIn,
  panelValidityChanged,
  panelCompleted,
  cardEntryStarted,
  back,
  currencyChanged,
  couponApplied,
  couponRemoved,
  couponFailed,
  productRequested,
  productLoaded,
  productFailed,
  variantChosen,
  ownershipChecked,
  trialEligibilityChecked,
  noticeDismissed,
  couponCheckStarted,
  accountRegistered,
  paymentConfigLoaded,
  paymentStarted,
  paymentCreated,
  paymentFailed,
  cardSubmitted,
  cardRejected,
  paymentProcessing,
  orderSettled,
  orderWentStale,
  trialClaimStarted,
  trialClaimed,
  trialClaimFailed,
} = checkoutSlice.actions;

export const {
  selectCheckoutFlow,
  selectCheckoutModal,
  selectCheckoutPanel,
  selectPaymentSubPanel,
  selectCheckoutPanels,
  selectCheckoutType,
  selectSelectedCurrency,
  selectCouponCode,
  selectIsCouponApplied,
  selectCurrencyOptions,
  selectUserOwnsProduct,
  selectRegisterUserIds,
  selectCoupon,
  selectCouponPending,
  selectCouponError,
  selectSummary,
  selectProduct,
  selectProductStatus,
  selectProductError,
  selectEmptyVariants,
  selectSelectedVariantId,
  selectCheckoutNotice,
  selectPaymentConfig,
  selectPaymentStatus,
  selectPayment,
  selectPaymentError,
  selectCardError,
  selectOrder,
  selectCanCreateTrial,
  selectTrialStatus,
  selectTrialExamTitle,
  selectTrialError,
} = injectedCheckoutSlice.selectors;

/** The variants offered in the selected currency, shortest period first. */
export const selectVariantsInCurrency = createSelector([selectProduct, selectSelectedCurrency], (product, currency) =>
  product ? variantsForCurrency(product.variants, currency) : [],
);

export const selectSelectedVariant = createSelector(
  [selectVariantsInCurrency, selectSelectedVariantId],
  (variants, id) => variants.find((variant) => variant.id === id) ?? null,
);

/** The product's exam title for the modal's welcome title. */
export const selectProductExam = createSelector([selectProduct], (product) => product?.exam ?? null);
