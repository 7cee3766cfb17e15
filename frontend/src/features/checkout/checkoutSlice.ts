import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import {
  checkoutTransition,
  initialCheckoutState,
  isCouponApplied,
  normaliseCouponCode,
  ORDER_ERRORS,
  type CardField,
  type CheckoutEvent,
  type CheckoutModal,
  type CheckoutPanel,
  type CheckoutState,
} from '@medprep/shared';
import { rootReducer } from '../../app/store';
import type { Order, PaymentStart } from './api';

/**
 * The payment step of the panel machine. card → (paid | card with an error | stale); processing:
 * Stripe took the card and the order is polled. stale: the order can no longer be paid at its price
 * (expired, or the price or coupon changed): the checkout offers to price a fresh order. Whether a
 * request is in flight is RTK Query's to say (the payment and card mutations).
 */
export type PaymentPhase = 'idle' | 'card' | 'processing' | 'paid' | 'failed' | 'stale';

export interface CardError {
  field: CardField | null;
  message: string;
}

/** The buyer's choice: shown in the selected currency (the same variant, else the same period). */
export interface ChosenVariant {
  id: string;
  period: number;
}

export interface CheckoutSliceState {
  /** The product's checkout state machine (type, modal, panel flags, currency, coupon code). */
  flow: CheckoutState;
  /** The exam being bought; its product, prices and coupons are RTK Query's. */
  examKey: string | null;
  chosenVariant: ChosenVariant | null;
  /** The buyer picked a currency since the exam was chosen (which of two notices an empty one shows). */
  currencyPicked: boolean;
  /** The day the summary counts from (ISO); set when the exam is chosen or a modal opens. */
  today: string;
  /** Accounts created inside a checkout modal. */
  registerUserIds: string[];
  /** Why the last coupon was refused. */
  couponError: string | null;
  /** The order being paid; what the server said about it is in the payment and order caches. */
  orderId: string | null;
  paymentPhase: PaymentPhase;
  paymentError: string | null;
  cardError: CardError | null;
}

export const initialCheckoutSliceState: CheckoutSliceState = {
  flow: initialCheckoutState,
  examKey: null,
  chosenVariant: null,
  currencyPicked: false,
  today: new Date(0).toISOString(),
  registerUserIds: [],
  couponError: null,
  orderId: null,
  paymentPhase: 'idle',
  paymentError: null,
  cardError: null,
};

type Draft = CheckoutSliceState;

/** Runs an event through the pure transition; returns false when the event was impossible. */
function transition(state: Draft, event: CheckoutEvent): boolean {
  const next = checkoutTransition(state.flow, event);
  if (next === state.flow) return false;
  state.flow = next;
  return true;
}

/** A price or coupon changed: an order created for the old one must not be paid. */
function discardPayment(state: Draft) {
  if (state.paymentPhase === 'paid' || state.paymentPhase === 'processing') return;
  state.orderId = null;
  state.paymentPhase = 'idle';
  state.paymentError = null;
  state.cardError = null;
}

/** Closing a modal may clear the coupon code: an order priced with it goes too. */
function syncCoupon(state: Draft, couponBefore: string | null) {
  if (couponBefore !== null && !isCouponApplied(state.flow)) discardPayment(state);
}

/** The order cannot be paid any more: the card is put away and the buyer is offered a fresh order. */
function goStale(state: Draft, message: string) {
  state.orderId = null;
  state.paymentPhase = 'stale';
  state.paymentError = message;
  state.cardError = null;
}

const withToday = <P extends object>(payload: P & { today?: string }) => ({ payload: { ...payload, today: payload.today ?? new Date().toISOString() } });

/**
 * The checkout as a state machine of events. The panel flow is the pure `checkoutTransition` from
 * @medprep/shared: each flow reducer hands it the event and ignores an impossible one; beside it the
 * buyer's choices and the payment step. The product, coupons and orders are server data (./api).
 */
export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckoutSliceState,
  reducers: {
    /** The checkout is for this exam; another exam's choice and coupon do not carry over. */
    examChosen: {
      reducer(state, action: PayloadAction<{ examKey: string; today: string }>) {
        const { examKey, today } = action.payload;
        if (state.examKey !== examKey) {
          const coupon = state.flow.couponCode;
          transition(state, { type: 'couponRemoved' });
          syncCoupon(state, coupon);
          state.chosenVariant = null;
          state.currencyPicked = false;
          state.couponError = null;
        }
        state.examKey = examKey;
        state.today = today;
      },
      prepare: (payload: { examKey: string; today?: string }) => withToday(payload),
    },
    modalOpened: {
      reducer(state, action: PayloadAction<{ kind: CheckoutModal; loggedIn: boolean; variantSelected?: boolean; today: string }>) {
        const { kind, loggedIn, variantSelected = false, today } = action.payload;
        const coupon = state.flow.couponCode;
        if (!transition(state, { type: 'modalOpened', kind, loggedIn })) return;
        state.today = today;
        state.couponError = null;
        state.orderId = null;
        state.paymentPhase = 'idle';
        state.paymentError = null;
        state.cardError = null;
        if (variantSelected) transition(state, { type: 'panelValidityChanged', panel: 'options', valid: true });
        syncCoupon(state, coupon);
      },
      prepare: (payload: { kind: CheckoutModal; loggedIn: boolean; variantSelected?: boolean; today?: string }) => withToday(payload),
    },
    modalClosed(state) {
      const coupon = state.flow.couponCode;
      if (transition(state, { type: 'modalClosed' })) syncCoupon(state, coupon);
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
    currencyChanged(state, action: PayloadAction<string>) {
      if (!transition(state, { type: 'currencyChanged', currency: action.payload })) return;
      state.currencyPicked = true;
      discardPayment(state);
    },
    /** The currency the checkout opens in (the user's saved or remembered one, or their region's): not a pick, and ignored after one. */
    currencyPreset(state, action: PayloadAction<string>) {
      if (state.currencyPicked) return;
      if (transition(state, { type: 'currencyChanged', currency: action.payload })) discardPayment(state);
    },
    /** A variant offered in the selected currency (any other is ignored); the options panel is then valid. */
    variantChosen(state, action: PayloadAction<{ id: string; period: number; currency: { code: string } }>) {
      const { id, period, currency } = action.payload;
      if (currency.code.trim().toLowerCase() !== state.flow.selectedCurrency) return;
      if (state.flow.modal !== null && state.flow.panel === 'success') return;
      if (state.chosenVariant?.id !== id) discardPayment(state);
      state.chosenVariant = { id, period };
      transition(state, { type: 'panelValidityChanged', panel: 'options', valid: true });
    },
    /** The server confirmed the coupon for this exam (its terms are in the coupon cache). */
    couponApplied(state, action: PayloadAction<string>) {
      const code = normaliseCouponCode(action.payload);
      transition(state, { type: 'couponApplied', code: action.payload });
      if (!code.ok || state.flow.couponCode !== code.code) return;
      state.couponError = null;
      discardPayment(state);
    },
    couponRemoved(state) {
      const coupon = state.flow.couponCode;
      transition(state, { type: 'couponRemoved' });
      state.couponError = null;
      syncCoupon(state, coupon);
    },
    /** Any failed coupon is removed, with the message saying why. */
    couponFailed(state, action: PayloadAction<string>) {
      const coupon = state.flow.couponCode;
      transition(state, { type: 'couponFailed' });
      state.couponError = action.payload;
      syncCoupon(state, coupon);
    },
    accountRegistered(state, action: PayloadAction<string>) {
      if (!state.registerUserIds.includes(action.payload)) state.registerUserIds.push(action.payload);
    },

    // --- Payment ---
    paymentStarted(state) {
      state.paymentError = null;
      state.cardError = null;
    },
    /** The server priced the order; a pending one goes on to the card, a paid one (100 % off) skips it. */
    paymentCreated(state, action: PayloadAction<PaymentStart>) {
      const { orderId, status } = action.payload;
      state.orderId = orderId;
      if (status === 'pending') {
        state.paymentPhase = 'card';
        transition(state, { type: 'cardEntryStarted' });
      } else if (status !== 'paid') {
        state.paymentPhase = 'failed';
      }
    },
    paymentFailed(state, action: PayloadAction<string>) {
      state.paymentPhase = state.orderId ? 'card' : 'failed';
      state.paymentError = action.payload;
    },
    cardSubmitted(state) {
      state.cardError = null;
      state.paymentError = null;
    },
    cardRejected(state, action: PayloadAction<CardError>) {
      state.paymentPhase = 'card';
      state.cardError = action.payload;
    },
    /** Stripe took the card; the order is settled by its webhook, which we poll for. */
    paymentProcessing(state) {
      state.paymentPhase = 'processing';
      state.cardError = null;
      state.paymentError = null;
    },
    /** The server's word on the order: paid moves the checkout to its success panel. */
    orderSettled(state, action: PayloadAction<Order>) {
      const order = action.payload;
      if (state.orderId !== null && state.orderId !== order.orderId) return;
      state.orderId = order.orderId;
      if (order.status === 'paid') {
        state.paymentPhase = 'paid';
        transition(state, { type: 'cardEntryStarted' });
        transition(state, { type: 'panelValidityChanged', panel: 'payment', valid: true });
        transition(state, { type: 'panelCompleted', panel: 'payment' });
      } else if (order.status === 'failed') {
        state.paymentPhase = 'card';
        state.paymentError = order.failureReason ?? 'The payment did not go through. Try again.';
      } else if (order.status === 'expired' || order.status === 'cancelled') {
        goStale(state, order.status === 'expired' ? ORDER_ERRORS.ORDER_EXPIRED : ORDER_ERRORS.ORDER_PRICE_CHANGED);
      }
    },
    /** The server refused the order at its price; the message comes from the shared catalogue. */
    orderWentStale(state, action: PayloadAction<string>) {
      goStale(state, action.payload);
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
    selectCheckoutExamKey: (state) => state.examKey,
    selectChosenVariant: (state) => state.chosenVariant,
    selectCurrencyPicked: (state) => state.currencyPicked,
    selectCheckoutToday: (state) => state.today,
    selectRegisterUserIds: (state) => state.registerUserIds,
    selectCouponError: (state) => state.couponError,
    selectPaymentOrderId: (state) => state.orderId,
    selectPaymentPhase: (state) => state.paymentPhase,
    selectPaymentError: (state) => state.paymentError,
    selectCardError: (state) => state.cardError,
  },
});

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof checkoutSlice> {}
}

/** The slice joined to the store when this module loads (with the exam page or a checkout modal). */
const injectedCheckoutSlice = checkoutSlice.injectInto(rootReducer);

export const selectCheckoutState = injectedCheckoutSlice.selectSlice;

export const {
  examChosen,
  modalOpened,
  modalClosed,
  loggedIn,
  panelValidityChanged,
  panelCompleted,
  cardEntryStarted,
  back,
  currencyChanged,
  currencyPreset,
  variantChosen,
  couponApplied,
  couponRemoved,
  couponFailed,
  accountRegistered,
  paymentStarted,
  paymentCreated,
  paymentFailed,
  cardSubmitted,
  cardRejected,
  paymentProcessing,
  orderSettled,
  orderWentStale,
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
  selectCheckoutExamKey,
  selectChosenVariant,
  selectCurrencyPicked,
  selectCheckoutToday,
  selectRegisterUserIds,
  selectCouponError,
  selectPaymentOrderId,
  selectPaymentPhase,
  selectPaymentError,
  selectCardError,
} = injectedCheckoutSlice.selectors;
