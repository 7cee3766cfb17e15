import { createSelector } from '@reduxjs/toolkit';
import { checkoutSummary, Messages, SUPPORTED_CURRENCIES, selectVariantForCurrency, variantsForCurrency } from '@medprep/shared';
import { selectWithApi } from '../../app/api/base-api';
import { selectMe } from '../../app/session/session-api';
import type { RootState } from '../../app/store';
import { CARD_KEY, checkoutApi, PAYMENT_KEY, type Variant } from './api';
import {
  selectCheckoutExamKey,
  selectCheckoutToday,
  selectChosenVariant,
  selectCouponCode,
  selectCurrencyPicked,
  selectPaymentOrderId,
  selectPaymentPhase,
  selectSelectedCurrency,
} from './checkoutSlice';

/**
 * What the checkout shows, computed from its server data (RTK Query's cache) and the buyer's
 * choices (the slice); nothing here is stored.
 */

/** The product query of the checkout's exam. */
export const selectProductQuery = (state: RootState) => selectWithApi(checkoutApi.endpoints.product.select(selectCheckoutExamKey(state) ?? ''))(state);

export const selectProduct = (state: RootState) => (selectCheckoutExamKey(state) === null ? undefined : selectProductQuery(state).data);

export type ProductStatus = 'idle' | 'loading' | 'ready' | 'failed';

export const selectProductStatus = (state: RootState): ProductStatus => {
  if (selectCheckoutExamKey(state) === null) return 'idle';
  const query = selectProductQuery(state);
  if (query.data) return 'ready';
  if (query.isError) return 'failed';
  return query.isUninitialized ? 'idle' : 'loading';
};

export const selectProductError = (state: RootState) => (selectProductStatus(state) === 'failed' ? Messages.products.initFailed : null);

/** The product's exam, for the modal's welcome title. */
export const selectProductExam = (state: RootState) => selectProduct(state)?.exam ?? null;

/** The variants offered in the selected currency, shortest period first. */
export const selectVariantsInCurrency = createSelector([selectProduct, selectSelectedCurrency], (product, currency): Variant[] =>
  product ? variantsForCurrency(product.variants, currency) : [],
);

/** The buyer's choice in the selected currency; before any choice, the shortest period. */
export const selectSelectedVariant = createSelector(
  [selectProduct, selectSelectedCurrency, selectChosenVariant],
  (product, currency, chosen): Variant | null => (product ? (selectVariantForCurrency(product.variants, currency, chosen).selected ?? null) : null),
);

/** No variant to sell: the server has none for the exam, or none in the selected currency. */
export const selectEmptyVariants = (state: RootState) => {
  const query = selectProductQuery(state);
  if (selectCheckoutExamKey(state) !== null && query.isError) {
    return query.error?.code === 'NOT_FOUND' || query.error?.message === Messages.products.noVariants;
  }
  return selectProduct(state) !== undefined && selectVariantsInCurrency(state).length === 0;
};

/** The product's currencies, the supported ones first. */
export const selectCurrencyOptions = createSelector([selectProduct], (product) => {
  if (!product) return [];
  const codes = new Set(product.variants.map((variant) => variant.currency.code.trim().toLowerCase()));
  const known = SUPPORTED_CURRENCIES.filter((code) => codes.has(code));
  const others = [...codes].filter((code) => !(SUPPORTED_CURRENCIES as readonly string[]).includes(code)).sort();
  return [...known, ...others];
});

/** A passing message: the selected currency has no variants. */
export const selectCheckoutNotice = (state: RootState) => {
  if (selectProduct(state) === undefined || selectVariantsInCurrency(state).length > 0) return null;
  return selectCurrencyPicked(state) ? Messages.products.noVariantsForCurrencyToast : Messages.products.noProductVariantsForCurrency;
};

/** The coupon query of the applied code, when one is applied to an exam. */
export const selectAppliedCouponArgs = createSelector([selectCouponCode, selectCheckoutExamKey], (code, examKey) =>
  code !== null && examKey !== null ? { code, examKey } : null,
);

/** The applied coupon's terms, as the server confirmed them. */
export const selectCoupon = (state: RootState) => {
  const args = selectAppliedCouponArgs(state);
  const check = args ? selectWithApi(checkoutApi.endpoints.coupon.select(args))(state).data : undefined;
  return check?.success ? check.coupon : null;
};

/**
 * When the buyer's access to the checkout's exam ends now (epoch ms), or null: a purchase while it runs
 * extends it from that day.
 */
export const selectCurrentAccessEnd = createSelector([selectProduct, selectMe], (product, me): number | null => {
  if (!product || !me) return null;
  const ends = me.access.subscriptions
    .filter((subscription) => subscription.exam === product.exam.id || subscription.examSlug === product.exam.slug)
    .map((subscription) => Date.parse(subscription.endsAt));
  return ends.length > 0 ? Math.max(...ends) : null;
});

/** The order summary for the selected variant and the applied coupon (rule in @medprep/shared). */
export const selectSummary = createSelector(
  [selectProduct, selectSelectedVariant, selectCoupon, selectCheckoutToday, selectCurrentAccessEnd],
  (product, variant, coupon, today, currentEnd) =>
    product && variant
      ? checkoutSummary({
          exam: product.exam,
          variant,
          coupon: coupon && {
            active: coupon.active,
            effect: coupon.effect,
            value: coupon.value,
            dateExpiry: coupon.dateExpiry === null ? null : new Date(coupon.dateExpiry),
          },
          today: new Date(today),
          currentEnd: currentEnd === null ? null : new Date(currentEnd),
        })
      : null,
);

const selectPaymentMutation = selectWithApi(checkoutApi.endpoints.createPayment.select({ fixedCacheKey: PAYMENT_KEY, requestId: undefined }));
const selectCardMutation = selectWithApi(checkoutApi.endpoints.confirmLocalPayment.select({ fixedCacheKey: CARD_KEY, requestId: undefined }));

/** The order being paid as the server priced it (amount, provider, Stripe's client secret). */
export const selectPayment = (state: RootState) => {
  const orderId = selectPaymentOrderId(state);
  const created = selectPaymentMutation(state).data;
  return orderId !== null && created?.orderId === orderId ? created : null;
};

export type PaymentStatus = ReturnType<typeof selectPaymentPhase> | 'creating' | 'confirming';

/** The payment step, with the order being created or the card confirmed while the server works. */
export const selectPaymentStatus = (state: RootState): PaymentStatus => {
  const phase = selectPaymentPhase(state);
  if (phase === 'paid' || phase === 'processing') return phase;
  if (selectPaymentMutation(state).isLoading) return 'creating';
  if (selectCardMutation(state).isLoading) return 'confirming';
  return phase;
};

/** The order being paid, as the server last reported it (on the success panel: what was bought). */
export const selectOrder = (state: RootState) => {
  const orderId = selectPaymentOrderId(state);
  return orderId === null ? null : (selectWithApi(checkoutApi.endpoints.order.select(orderId))(state).data ?? null);
};
