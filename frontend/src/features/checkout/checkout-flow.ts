import { checkCard, couponErrorMessage, isOrderRepriceCode, Messages, normaliseCouponCode, ORDER_ERRORS, type CardField, type CardInput, type CheckoutModal } from '@medprep/shared';
import type { ApiError } from '../../app/api/api-error';
import { baseApi } from '../../app/api/base-api';
import { createAppAsyncThunk } from '../../app/create-app-thunk';
import { currencyRemembered } from '../../app/persist/preferencesSlice';
import { refreshMe, selectIsLoggedIn } from '../../app/session/session-api';
import { notify } from '../../lib/toast';
import { ACCESS_CHANGED, CARD_KEY, checkoutApi, PAYMENT_KEY, type Order } from './api';
import { selectCheckoutNotice, selectSelectedVariant } from './checkout-selectors';
import {
  back,
  cardRejected,
  cardSubmitted,
  couponApplied,
  couponFailed,
  currencyChanged,
  examChosen,
  modalClosed,
  modalOpened,
  orderSettled,
  orderWentStale,
  panelValidityChanged,
  paymentCreated,
  paymentFailed,
  paymentProcessing,
  paymentStarted,
  selectCheckoutExamKey,
  selectCheckoutModal,
  selectCheckoutType,
  selectCouponCode,
  selectPaymentError,
  selectPaymentOrderId,
  selectPaymentPhase,
} from './checkoutSlice';

/** Switching modals closes the open one, then opens the next after this delay. */
export const MODAL_SWITCH_DELAY_MS = 100;
export const ORDER_POLL_INTERVAL_MS = 1500;
export const ORDER_POLL_ATTEMPTS = 40;

export const STILL_WAITING_MESSAGE =
  'We have not heard back about your payment yet. If you were charged, your access will appear on your dashboard shortly.';

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const CARD_FIELDS: readonly string[] = ['number', 'expiry', 'cvc'];

/**
 * The checkout's steps: each asks the server through the checkout's endpoints (./api) and tells the
 * panel machine (the slice) what happened. The data itself stays in RTK Query's cache.
 */

/** Points the checkout at an exam and reads its product (once; a component holds the subscription). */
export const loadProduct = createAppAsyncThunk('checkout/loadProduct', async (examKey: string, { dispatch }) => {
  dispatch(examChosen({ examKey }));
  await dispatch(checkoutApi.endpoints.product.initiate(examKey, { subscribe: false }));
});

/** Opens a checkout modal; another open one is closed first and the new one opens after 100 ms. */
export const openCheckoutModal = createAppAsyncThunk('checkout/openModal', async (kind: CheckoutModal, { dispatch, getState }) => {
  const current = selectCheckoutModal(getState());
  if (current !== null && current !== kind) {
    dispatch(modalClosed());
    await delay(MODAL_SWITCH_DELAY_MS);
  }
  dispatch(modalOpened({ kind, loggedIn: selectIsLoggedIn(getState()), variantSelected: selectSelectedVariant(getState()) !== null }));
});

/** Opens a checkout modal ('dashboard' to buy, 'extension' to extend, 'trial') for an exam. */
export const openExamCheckout = createAppAsyncThunk(
  'checkout/openExamCheckout',
  async ({ kind, examSlug }: { kind: Extract<CheckoutModal, 'dashboard' | 'extension' | 'trial'>; examSlug: string }, { dispatch }) => {
    await dispatch(loadProduct(examSlug));
    await dispatch(openCheckoutModal(kind));
  },
);

/** Changes the currency; when it has no variants the product's toast says so. */
export const changeCurrency = createAppAsyncThunk('checkout/changeCurrency', (currency: string, { dispatch, getState }) => {
  dispatch(currencyChanged(currency));
  // The next checkout opens in it, in this browser and (signed in) on every device.
  dispatch(currencyRemembered(currency));
  void dispatch(checkoutApi.endpoints.saveCurrency.initiate(currency));
  // The options panel is valid while a variant is selected: the new currency may offer none.
  dispatch(panelValidityChanged({ panel: 'options', valid: selectSelectedVariant(getState()) !== null }));
  const notice = selectCheckoutNotice(getState());
  if (notice === Messages.products.noVariantsForCurrencyToast) notify(notice, 'warning');
});

/** Checks a coupon with the server; applied → the summary is recalculated, refused → removed with the product's message. */
export const applyCoupon = createAppAsyncThunk('checkout/applyCoupon', async (rawCode: string, { dispatch, getState }) => {
  const normalised = normaliseCouponCode(rawCode);
  if (!normalised.ok) {
    dispatch(couponFailed(normalised.error));
    return;
  }
  const examKey = selectCheckoutExamKey(getState());
  if (!examKey) {
    dispatch(couponFailed(Messages.coupons.noExam));
    return;
  }
  const check = dispatch(checkoutApi.endpoints.coupon.initiate({ code: normalised.code, examKey }, { forceRefetch: true }));
  try {
    const result = await check.unwrap();
    dispatch(result.success && result.coupon ? couponApplied(normalised.code) : couponFailed(couponErrorMessage(result)));
  } catch (error) {
    dispatch(couponFailed((error as ApiError).message));
  } finally {
    check.unsubscribe();
  }
});

/** The server's word on the order; a paid one brings the user's access (`me`) up to date. */
const settle = createAppAsyncThunk('checkout/settle', async (order: Order, { dispatch }) => {
  dispatch(orderSettled(order));
  // The server saves the currency paid in with the user's settings; this browser remembers it too.
  if (order.status === 'paid') dispatch(currencyRemembered(order.currency));
  if (order.status === 'paid') await dispatch(refreshMe());
});

/**
 * Asks the server to price and open an order for the selected variant and coupon. A pending order
 * goes on to the card; a paid one (a coupon took the whole price) is settled without a card.
 */
export const startPayment = createAppAsyncThunk('checkout/startPayment', async (_: void, { dispatch, getState }) => {
  const variant = selectSelectedVariant(getState());
  if (!variant) {
    dispatch(paymentFailed(Messages.checkout.variantUnavailable));
    return;
  }
  dispatch(paymentStarted());
  const config = dispatch(checkoutApi.endpoints.paymentConfig.initiate());
  try {
    const input = { variantId: variant.id, couponCode: selectCouponCode(getState()) ?? undefined, checkoutType: selectCheckoutType(getState()) };
    const [start] = await Promise.all([dispatch(checkoutApi.endpoints.createPayment.initiate(input, { fixedCacheKey: PAYMENT_KEY })).unwrap(), config.unwrap()]);
    dispatch(paymentCreated(start));
    if (start.status === 'paid') {
      await dispatch(settle(await dispatch(checkoutApi.endpoints.order.initiate(start.orderId, { subscribe: false, forceRefetch: true })).unwrap()));
    }
  } catch (error) {
    const { code, message } = error as ApiError;
    if (code?.startsWith('COUPON_')) dispatch(couponFailed(message));
    dispatch(paymentFailed(message));
  } finally {
    config.unsubscribe();
  }
});

/** The local test gateway: the card is checked here first (inline), then confirmed by the server. */
export const confirmLocalCard = createAppAsyncThunk('checkout/confirmLocalCard', async (card: CardInput, { dispatch, getState }) => {
  const orderId = selectPaymentOrderId(getState());
  if (!orderId) {
    dispatch(paymentFailed(Messages.checkout.orderNotFound));
    return;
  }
  const check = checkCard(card, new Date());
  if (!check.ok) {
    dispatch(cardRejected({ field: check.field, message: check.message }));
    return;
  }
  dispatch(cardSubmitted());
  try {
    const order = await dispatch(checkoutApi.endpoints.confirmLocalPayment.initiate({ orderId, card }, { fixedCacheKey: CARD_KEY })).unwrap();
    await dispatch(settle(order));
  } catch (error) {
    const { code, details, message } = error as ApiError;
    if (isOrderRepriceCode(code)) {
      dispatch(orderWentStale(ORDER_ERRORS[code]));
      return;
    }
    const field = typeof details?.field === 'string' && CARD_FIELDS.includes(details.field) ? (details.field as CardField) : null;
    dispatch(cardRejected({ field, message }));
  }
});

/**
 * Asked just before Stripe takes the card: true when the order can still be paid at its price;
 * otherwise the checkout offers a fresh order (or shows why it cannot go on).
 */
export const checkOrderPayable = createAppAsyncThunk('checkout/checkOrderPayable', async (orderId: string, { dispatch }) => {
  const check = dispatch(checkoutApi.endpoints.checkOrderPayable.initiate(orderId));
  try {
    await check.unwrap();
    return true;
  } catch (error) {
    const { code, message } = error as ApiError;
    dispatch(isOrderRepriceCode(code) ? orderWentStale(ORDER_ERRORS[code]) : paymentFailed(message));
    return false;
  } finally {
    check.reset();
  }
});

/**
 * The one click after an order went stale: the product is read again (today's prices) and a fresh
 * order is made for the same choice, going on to the card at the new amount. When the choice or
 * the coupon is no longer offered, the buyer is taken back to the order summary to choose again.
 */
export const repriceOrder = createAppAsyncThunk('checkout/repriceOrder', async (_: void, { dispatch, getState }) => {
  const before = selectSelectedVariant(getState())?.id;
  const examKey = selectCheckoutExamKey(getState());
  if (examKey) await dispatch(checkoutApi.endpoints.product.initiate(examKey, { subscribe: false, forceRefetch: true }));
  if (selectSelectedVariant(getState())?.id !== before) {
    dispatch(paymentFailed(Messages.checkout.variantUnavailable));
    dispatch(back());
    return;
  }
  await dispatch(startPayment());
  if (selectPaymentPhase(getState()) === 'failed' || selectPaymentError(getState()) !== null) dispatch(back());
});

/** After Stripe confirms the card: polls the order until the webhook has settled it. */
export const pollOrderStatus = createAppAsyncThunk(
  'checkout/pollOrderStatus',
  async ({ orderId, intervalMs = ORDER_POLL_INTERVAL_MS, attempts = ORDER_POLL_ATTEMPTS }: { orderId: string; intervalMs?: number; attempts?: number }, { dispatch }) => {
    dispatch(paymentProcessing());
    for (let attempt = 0; attempt < attempts; attempt++) {
      try {
        const order = await dispatch(checkoutApi.endpoints.order.initiate(orderId, { subscribe: false, forceRefetch: true })).unwrap();
        if (order.status !== 'pending') {
          if (order.status === 'paid') dispatch(baseApi.util.invalidateTags([...ACCESS_CHANGED]));
          await dispatch(settle(order));
          return;
        }
      } catch (error) {
        console.warn('Could not read the order status', error);
      }
      await delay(intervalMs);
    }
    dispatch(paymentFailed(STILL_WAITING_MESSAGE));
  },
);
