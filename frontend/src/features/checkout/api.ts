import {
  checkCard,
  couponErrorMessage,
  isOrderRepriceCode,
  Messages,
  normaliseCouponCode,
  ORDER_ERRORS,
  type CardField,
  type CardInput,
  type CheckoutModal,
  type Coupon,
  type OrderStatus,
} from '@medprep/shared';
import { createAppAsyncThunk } from '../../app/create-app-thunk';
import { notify } from '../../lib/toast';
import { refreshMe, selectIsLoggedIn, selectMe, selectUserId } from '../../app/session/session-api';
import {
  cardRejected,
  cardSubmitted,
  couponApplied,
  couponCheckStarted,
  couponFailed,
  currencyChanged,
  modalClosed,
  modalOpened,
  back,
  orderSettled,
  orderWentStale,
  ownershipChecked,
  paymentConfigLoaded,
  paymentCreated,
  paymentFailed,
  paymentProcessing,
  paymentStarted,
  productFailed,
  productLoaded,
  productRequested,
  selectCheckoutState,
  selectSelectedVariant,
  trialClaimed,
  trialClaimFailed,
  trialClaimStarted,
  trialEligibilityChecked,
  type SettledOrder,
  type StoredCoupon,
} from './checkoutSlice';

/** Switching modals closes the open one, then opens the next after this delay. */
export const MODAL_SWITCH_DELAY_MS = 100;
export const ORDER_POLL_INTERVAL_MS = 1500;
export const ORDER_POLL_ATTEMPTS = 40;

export const STILL_WAITING_MESSAGE =
  'We have not heard back about your payment yet. If you were charged, your access will appear on your dashboard shortly.';
export const SIGN_IN_FOR_TRIAL = 'Log in or create an account to start your free trial.';

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The shape tRPC errors carry in `data` (see the backend's error formatter). */
interface TrpcErrorData {
  code?: string;
  httpStatus?: number;
  domainCode?: string;
  details?: { field?: string } & Record<string, unknown>;
}

export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : Messages.rpc.unknown;
}

function errorData(error: unknown): TrpcErrorData {
  const data = (error as { data?: unknown } | null)?.data;
  return typeof data === 'object' && data !== null ? (data as TrpcErrorData) : {};
}

const CARD_FIELDS: readonly string[] = ['number', 'expiry', 'cvc'];

function toStoredCoupon(coupon: Coupon): StoredCoupon {
  return {
    ...coupon,
    dateCreated: new Date(coupon.dateCreated).toISOString(),
    dateExpiry: coupon.dateExpiry ? new Date(coupon.dateExpiry).toISOString() : null,
  };
}

export function toSettledOrder(order: OrderStatus): SettledOrder {
  return {
    ...order,
    subscription: order.subscription && { ...order.subscription, endsAt: new Date(order.subscription.endsAt).toISOString() },
  };
}

/**
 * Loads the exam's product and variants. Skipped while the same exam is
 * loading or loaded; 'no product variants returned' sets emptyVariants.
 */
export const loadProduct = createAppAsyncThunk(
  'checkout/loadProduct',
  async (examKey: string, { extra, dispatch }) => {
    dispatch(productRequested(examKey));
    try {
      const product = await extra.trpc.product.initProductVariantsWithExamKey.query({ examKey });
      dispatch(productLoaded({ product }));
    } catch (error) {
      const noVariants = errorData(error).code === 'NOT_FOUND' || errorMessage(error) === Messages.products.noVariants;
      console.error(Messages.products.initFailed, error);
      dispatch(productFailed({ message: Messages.products.initFailed, emptyVariants: noVariants }));
    }
  },
  {
    condition: (examKey, { getState }) => {
      const state = selectCheckoutState(getState());
      return !(state.examKey === examKey && (state.productStatus === 'loading' || state.productStatus === 'ready'));
    },
  },
);

/** userOwnsProduct: a visitor owns nothing; a user is asked about the exam. */
/** Opens a checkout modal ('dashboard' to buy, 'extension' to extend, 'trial') for an exam. */
export const openExamCheckout = createAppAsyncThunk(
  'checkout/openExamCheckout',
  async ({ kind, examSlug }: { kind: Extract<CheckoutModal, 'dashboard' | 'extension' | 'trial'>; examSlug: string }, { dispatch }) => {
    await dispatch(loadProduct(examSlug));
    await dispatch(openCheckoutModal(kind));
  },
);

export const checkOwnership = createAppAsyncThunk('checkout/checkOwnership', async (examID: string, { extra, dispatch, getState }) => {
  if (!selectMe(getState())) {
    dispatch(ownershipChecked(false));
    return;
  }
  try {
    dispatch(ownershipChecked(await extra.trpc.product.userOwnsExam.query({ examID })));
  } catch (error) {
    console.warn('Could not check whether the user owns the exam', error);
  }
});

/** Trial eligibility is the server's call (false for visitors). */
export const checkTrialEligibility = createAppAsyncThunk('checkout/checkTrialEligibility', async (_: void, { extra, dispatch }) => {
  try {
    dispatch(trialEligibilityChecked(await extra.trpc.exams.checkIfUserCanCreateTrial.query()));
  } catch (error) {
    console.warn('Could not check trial eligibility', error);
  }
});

/**
 * Changes the currency: the variants are re-filtered (the slice); when the currency has none the
 * product's toast says so.
 */
export const changeCurrency = createAppAsyncThunk('checkout/changeCurrency', async (currency: string, { dispatch, getState }) => {
  dispatch(currencyChanged(currency));
  const { notice } = selectCheckoutState(getState());
  if (notice === Messages.products.noVariantsForCurrencyToast) notify(notice, 'warning');
});

/** Opens a checkout modal; another open one is closed first and the new one opens after 100 ms. */
export const openCheckoutModal = createAppAsyncThunk(
  'checkout/openModal',
  async (kind: CheckoutModal, { dispatch, getState }) => {
    const current = selectCheckoutState(getState()).flow.modal;
    if (current !== null && current !== kind) {
      dispatch(modalClosed());
      await delay(MODAL_SWITCH_DELAY_MS);
    }
    dispatch(modalOpened({ kind, loggedIn: selectIsLoggedIn(getState()) }));
  },
);

/** Checks a coupon with the server; applied → the summary is recalculated, failed → removed with the product's message. */
export const applyCoupon = createAppAsyncThunk('checkout/applyCoupon', async (rawCode: string, { extra, dispatch, getState }) => {
  const normalised = normaliseCouponCode(rawCode);
  if (!normalised.ok) {
    dispatch(couponFailed(normalised.error));
    return;
  }
  const state = selectCheckoutState(getState());
  const examKey = state.product?.exam.slug ?? state.examKey;
  if (!examKey) {
    dispatch(couponFailed(Messages.coupons.noExam));
    return;
  }
  dispatch(couponCheckStarted());
  try {
    const result = await extra.trpc.checkout.confirmCoupon.query({ code: normalised.code, examKey });
    if (result.success && result.coupon) dispatch(couponApplied({ code: normalised.code, coupon: toStoredCoupon(result.coupon) }));
    else dispatch(couponFailed(couponErrorMessage(result)));
  } catch (error) {
    dispatch(couponFailed(errorMessage(error)));
  }
});


/** Reads the order from the server and settles the checkout with it; a paid order refreshes `me`. */
const refreshOrder = createAppAsyncThunk('checkout/refreshOrder', async (orderId: string, { extra, dispatch }) => {
  const order = toSettledOrder(await extra.trpc.checkout.orderStatus.query({ orderId }));
  dispatch(orderSettled(order));
  if (order.status === 'paid') await dispatch(refreshMe());
  return order;
});

/**
 * Asks the server to price and open an order for the selected variant and coupon. A pending order
 * goes on to the card; a paid one (a coupon took the whole price) is settled without a card.
 */
export const startPayment = createAppAsyncThunk('checkout/startPayment', async (_: void, { extra, dispatch, getState }) => {
  const state = selectCheckoutState(getState());
  const variant = selectSelectedVariant(getState());
  if (!variant) {
    dispatch(paymentFailed(Messages.checkout.variantUnavailable));
    return;
  }
  dispatch(paymentStarted());
  try {
    const [start, config] = await Promise.all([
      extra.trpc.checkout.createPayment.mutate({
        variantId: variant.id,
        couponCode: state.flow.couponCode ?? undefined,
        checkoutType: state.flow.checkoutType,
      }),
      state.paymentConfig ?? extra.trpc.checkout.paymentConfig.query(),
    ]);
    dispatch(paymentConfigLoaded(config));
    dispatch(paymentCreated(start));
    if (start.status === 'paid') await dispatch(refreshOrder(start.orderId));
  } catch (error) {
    const data = errorData(error);
    if (data.domainCode?.startsWith('COUPON_')) dispatch(couponFailed(errorMessage(error)));
    dispatch(paymentFailed(errorMessage(error)));
  }
});

/** The local test gateway: the card is checked here first (inline), then confirmed by the server. */
export const confirmLocalCard = createAppAsyncThunk('checkout/confirmLocalCard', async (card: CardInput, { extra, dispatch, getState }) => {
  const payment = selectCheckoutState(getState()).payment;
  if (!payment) {
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
    const order = toSettledOrder(await extra.trpc.checkout.confirmLocalPayment.mutate({ orderId: payment.orderId, card }));
    dispatch(orderSettled(order));
    if (order.status === 'paid') await dispatch(refreshMe());
  } catch (error) {
    const data = errorData(error);
    if (isOrderRepriceCode(data.domainCode)) {
      dispatch(orderWentStale(ORDER_ERRORS[data.domainCode]));
      return;
    }
    const field = data.details?.field;
    dispatch(cardRejected({ field: field && CARD_FIELDS.includes(field) ? (field as CardField) : null, message: errorMessage(error) }));
  }
});

/**
 * Asked just before Stripe takes the card: true when the order can still be paid at its price;
 * otherwise the checkout offers a fresh order (or shows why it cannot go on).
 */
export const checkOrderPayable = createAppAsyncThunk('checkout/checkOrderPayable', async (orderId: string, { extra, dispatch }) => {
  try {
    await extra.trpc.checkout.checkOrderPayable.mutate({ orderId });
    return true;
  } catch (error) {
    const code = errorData(error).domainCode;
    dispatch(isOrderRepriceCode(code) ? orderWentStale(ORDER_ERRORS[code]) : paymentFailed(errorMessage(error)));
    return false;
  }
});

/**
 * The one click after an order went stale: the product is read again (today's prices) and a fresh
 * order is made for the same choice, going on to the card at the new amount. When the choice or
 * the coupon is no longer offered, the buyer is taken back to the order summary to choose again.
 */
export const repriceOrder = createAppAsyncThunk('checkout/repriceOrder', async (_: void, { extra, dispatch, getState }) => {
  const before = selectCheckoutState(getState());
  const examKey = before.product?.exam.slug ?? before.examKey;
  if (examKey) {
    try {
      dispatch(productLoaded({ product: await extra.trpc.product.initProductVariantsWithExamKey.query({ examKey }) }));
    } catch (error) {
      console.warn('Could not read the current prices', error);
    }
  }
  if (selectCheckoutState(getState()).selectedVariantId !== before.selectedVariantId) {
    dispatch(paymentFailed(Messages.checkout.variantUnavailable));
    dispatch(back());
    return;
  }
  await dispatch(startPayment());
  const after = selectCheckoutState(getState());
  if (after.paymentStatus === 'failed' || after.paymentError !== null) dispatch(back());
});

/** After Stripe confirms the card: polls the order until the webhook has settled it. */
export const pollOrderStatus = createAppAsyncThunk(
  'checkout/pollOrderStatus',
  async (
    { orderId, intervalMs = ORDER_POLL_INTERVAL_MS, attempts = ORDER_POLL_ATTEMPTS }: { orderId: string; intervalMs?: number; attempts?: number },
    { extra, dispatch },
  ) => {
    dispatch(paymentProcessing());
    for (let attempt = 0; attempt < attempts; attempt++) {
      try {
        const order = toSettledOrder(await extra.trpc.checkout.orderStatus.query({ orderId }));
        if (order.status !== 'pending') {
          dispatch(orderSettled(order));
          if (order.status === 'paid') await dispatch(refreshMe());
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

/** Claims the user's one free trial of the exam (the server decides), then refreshes `me`. */
export const claimTrial = createAppAsyncThunk(
  'checkout/claimTrial',
  async (examSlug: string, { extra, dispatch, getState }) => {
    const userID = selectUserId(getState());
    if (!userID) {
      dispatch(trialClaimFailed(SIGN_IN_FOR_TRIAL));
      return;
    }
    dispatch(trialClaimStarted());
    try {
      const trial = await extra.trpc.exams.createTrialForUser.mutate({ userID, examSlug });
      dispatch(trialClaimed({ examTitle: trial.examTitle }));
      await dispatch(refreshMe());
    } catch (error) {
      dispatch(trialClaimFailed(errorMessage(error)));
    }
  },
  { condition: (_, { getState }) => selectCheckoutState(getState()).trialStatus !== 'claiming' },
);
