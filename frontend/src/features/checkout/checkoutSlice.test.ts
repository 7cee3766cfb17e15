import { Messages } from '@medprep/shared';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { visitorHttp } from '../../test/fake-http';
import { checkoutApi } from './api';
import { applyCoupon, openCheckoutModal } from './checkout-flow';
import {
  selectCheckoutNotice,
  selectCoupon,
  selectEmptyVariants,
  selectPaymentStatus,
  selectSelectedVariant,
  selectSummary,
  selectVariantsInCurrency,
} from './checkout-selectors';
import {
  back,
  cardEntryStarted,
  couponApplied,
  couponFailed,
  couponRemoved,
  currencyChanged,
  examChosen,
  loggedIn,
  modalClosed,
  modalOpened,
  orderSettled,
  orderWentStale,
  panelCompleted,
  paymentCreated,
  panelValidityChanged,
  selectCheckoutFlow,
  selectCheckoutModal,
  selectCheckoutPanel,
  selectCheckoutPanels,
  selectCheckoutType,
  selectCouponError,
  selectIsCouponApplied,
  selectPaymentError,
  selectPaymentOrderId,
  selectPaymentSubPanel,
  selectSelectedCurrency,
  variantChosen,
} from './checkoutSlice';
import { aProduct, aVariant, fakeCheckoutTrpc } from '../../test/fake-checkout-trpc';

const TODAY = '2026-11-21T09:00:00.000Z';

/** A variant of the test product by id ('msra-usd-3'). */
const variant = (id: string) => aProduct().variants.find((v) => v.id === id)!;

function aStore(product = aProduct()) {
  return makeStore({ trpc: fakeCheckoutTrpc({ product }).client, http: visitorHttp() });
}

/** A checkout for MSRA whose product the server has sent, counting from TODAY. */
async function withProduct(product = aProduct()) {
  const store = aStore(product);
  store.dispatch(examChosen({ examKey: product.exam.slug, today: TODAY }));
  await store.dispatch(checkoutApi.endpoints.product.initiate(product.exam.slug));
  return store;
}

describe('checkout slice: opening and closing modals', () => {
  it('starts with no modal, type product, currency usd, and untouched panels', () => {
    const state = aStore().getState();
    expect(selectCheckoutModal(state)).toBeNull();
    expect(selectCheckoutType(state)).toBe('product');
    expect(selectSelectedCurrency(state)).toBe('usd');
    expect(selectCheckoutPanels(state).payment).toEqual({ valid: false, completed: false, open: false });
  });

  it('opens the product modal at payment when logged in, the account panel done', async () => {
    const store = await withProduct();
    store.dispatch(modalOpened({ kind: 'product', loggedIn: true }));
    expect(selectCheckoutPanel(store.getState())).toBe('payment');
    expect(selectPaymentSubPanel(store.getState())).toBe('summary');
    expect(selectCheckoutPanels(store.getState()).account).toEqual({ valid: true, completed: true, open: false });
    expect(selectCheckoutPanels(store.getState()).payment.open).toBe(true);
  });

  it('opens the product modal at account when logged out, and moves to payment on logging in', async () => {
    const store = await withProduct();
    store.dispatch(modalOpened({ kind: 'product', loggedIn: false }));
    expect(selectCheckoutPanel(store.getState())).toBe('account');
    store.dispatch(loggedIn());
    expect(selectCheckoutPanel(store.getState())).toBe('payment');
  });

  it('opens the dashboard (subscribe) and extension modals at options', async () => {
    const store = await withProduct();
    store.dispatch(modalOpened({ kind: 'dashboard', loggedIn: true }));
    expect(selectCheckoutType(store.getState())).toBe('subscribe');
    expect(selectCheckoutPanel(store.getState())).toBe('options');
    store.dispatch(modalClosed());
    store.dispatch(modalOpened({ kind: 'extension', loggedIn: true }));
    expect(selectCheckoutType(store.getState())).toBe('extension');
    expect(selectCheckoutPanel(store.getState())).toBe('options');
  });

  it('opens the trial modal with no panel', async () => {
    const store = await withProduct();
    store.dispatch(modalOpened({ kind: 'trial', loggedIn: false }));
    expect(selectCheckoutModal(store.getState())).toBe('trial');
    expect(selectCheckoutPanel(store.getState())).toBeNull();
  });

  it('closing the subscribe modal resets type to product, panel to account, and clears the coupon and payment panel', async () => {
    const store = await withProduct();
    store.dispatch(modalOpened({ kind: 'dashboard', loggedIn: true, variantSelected: true }));
    await store.dispatch(applyCoupon('save20'));
    expect(selectCoupon(store.getState())?.code).toBe('SAVE20');
    store.dispatch(panelCompleted('options'));
    expect(selectCheckoutPanel(store.getState())).toBe('payment');
    store.dispatch(cardEntryStarted());
    store.dispatch(panelValidityChanged({ panel: 'payment', valid: true }));

    store.dispatch(modalClosed());

    const state = store.getState();
    expect(selectCheckoutModal(state)).toBeNull();
    expect(selectCheckoutType(state)).toBe('product');
    expect(selectCheckoutPanel(state)).toBe('account');
    expect(selectIsCouponApplied(state)).toBe(false);
    expect(selectCoupon(state)).toBeNull();
    expect(selectCheckoutPanels(state).payment).toEqual({ valid: false, completed: false, open: false });
    expect(selectSummary(state)?.discountedPriceLabel).toBe(selectSummary(state)?.priceLabel);
  });

  it('closing the product modal keeps the coupon', async () => {
    const store = await withProduct();
    store.dispatch(modalOpened({ kind: 'product', loggedIn: true }));
    await store.dispatch(applyCoupon('SAVE20'));
    store.dispatch(modalClosed());
    expect(selectIsCouponApplied(store.getState())).toBe(true);
  });
});

describe('checkout slice: panels', () => {
  it('completes options only when valid, then goes to account for a visitor (subscribe flow)', async () => {
    const store = await withProduct();
    await store.dispatch(openCheckoutModal('dashboard'));
    // A variant is selected at load, so options is valid.
    expect(selectCheckoutPanels(store.getState()).options.valid).toBe(true);
    store.dispatch(panelValidityChanged({ panel: 'options', valid: false }));
    store.dispatch(panelCompleted('options'));
    expect(selectCheckoutPanel(store.getState())).toBe('options');
    store.dispatch(panelValidityChanged({ panel: 'options', valid: true }));
    store.dispatch(panelCompleted('options'));
    expect(selectCheckoutPanel(store.getState())).toBe('account');
    expect(selectCheckoutPanels(store.getState()).options.completed).toBe(true);
  });

  it('ignores impossible transitions: completing the account panel, payment from its summary, back from the first panel', async () => {
    const store = await withProduct();
    store.dispatch(modalOpened({ kind: 'product', loggedIn: false }));
    const before = selectCheckoutFlow(store.getState());
    store.dispatch(panelCompleted('account'));
    store.dispatch(back());
    expect(selectCheckoutFlow(store.getState())).toBe(before);

    store.dispatch(loggedIn());
    store.dispatch(panelValidityChanged({ panel: 'payment', valid: true }));
    store.dispatch(panelCompleted('payment'));
    expect(selectCheckoutPanel(store.getState())).toBe('payment');
  });

  it('goes from the payment summary to the card and back', async () => {
    const store = await withProduct();
    store.dispatch(modalOpened({ kind: 'product', loggedIn: true }));
    store.dispatch(cardEntryStarted());
    expect(selectPaymentSubPanel(store.getState())).toBe('card');
    store.dispatch(back());
    expect(selectPaymentSubPanel(store.getState())).toBe('summary');
    expect(selectCheckoutPanel(store.getState())).toBe('payment');
  });
});

describe('checkout slice: variants and currency', () => {
  it('initialisation selects the cheapest, lowest-period variant in the active currency', async () => {
    const state = (await withProduct()).getState();
    expect(selectSelectedVariant(state)?.id).toBe('msra-usd-1');
    expect(selectVariantsInCurrency(state).map((v) => v.period)).toEqual([1, 3, 6, 12]);
    expect(selectSummary(state)).toMatchObject({ priceLabel: '$31.99', durationString: '1 Month', dateString: '21 December 2026' });
  });

  it('sets emptyVariants with the spec message when the active currency has no variants at initialisation', async () => {
    const product = { ...aProduct(), variants: [aVariant('gbp', 3)] };
    const state = (await withProduct(product)).getState();
    expect(selectEmptyVariants(state)).toBe(true);
    expect(selectSelectedVariant(state)).toBeNull();
    expect(selectCheckoutNotice(state)).toBe(Messages.products.noProductVariantsForCurrency);
  });

  it('keeps the selected period when the new currency offers it', async () => {
    const store = await withProduct();
    store.dispatch(variantChosen(variant('msra-usd-3')));
    store.dispatch(currencyChanged('gbp'));
    expect(selectSelectedCurrency(store.getState())).toBe('gbp');
    expect(selectSelectedVariant(store.getState())?.id).toBe('msra-gbp-3');
    expect(selectSummary(store.getState())).toMatchObject({ priceLabel: '£49.99', durationString: '3 Months' });
  });

  it('falls back to the shortest period when the selection is not offered in the new currency', async () => {
    const product = { ...aProduct(), variants: [aVariant('usd', 12), aVariant('usd', 1), aVariant('gbp', 6), aVariant('gbp', 3)] };
    const store = await withProduct(product);
    store.dispatch(variantChosen(aVariant('usd', 12)));
    store.dispatch(currencyChanged('gbp'));
    expect(selectSelectedVariant(store.getState())?.id).toBe('msra-gbp-3');
  });

  it('sets emptyVariants and the toast when the new currency has no variants', async () => {
    const store = await withProduct();
    store.dispatch(currencyChanged('zar'));
    expect(selectEmptyVariants(store.getState())).toBe(true);
    expect(selectSelectedVariant(store.getState())).toBeNull();
    expect(selectCheckoutNotice(store.getState())).toBe(Messages.products.noVariantsForCurrencyToast);
  });

  it('ignores a currency that is not a three-letter code', async () => {
    const store = await withProduct();
    store.dispatch(currencyChanged('pounds'));
    expect(selectSelectedCurrency(store.getState())).toBe('usd');
  });

  it('ignores a currency change on the success panel (what was bought stays shown)', async () => {
    const store = await withProduct();
    store.dispatch(modalOpened({ kind: 'product', loggedIn: true }));
    store.dispatch(paymentCreated({ orderId: 'order-1', amount: 31.99, currency: 'usd', provider: 'local', clientSecret: null, status: 'pending' }));
    store.dispatch(
      orderSettled({ orderId: 'order-1', status: 'paid', amount: 31.99, currency: 'usd', periodMonths: 1, failureReason: null, subscription: null }),
    );
    expect(selectCheckoutPanel(store.getState())).toBe('success');
    store.dispatch(currencyChanged('gbp'));
    expect(selectSelectedCurrency(store.getState())).toBe('usd');
    expect(selectSelectedVariant(store.getState())?.id).toBe('msra-usd-1');
  });

  it('ignores a variant the currency does not offer', async () => {
    const store = await withProduct();
    store.dispatch(variantChosen(variant('msra-gbp-3')));
    expect(selectSelectedVariant(store.getState())?.id).toBe('msra-usd-1');
  });
});

describe('checkout slice: coupons', () => {
  const atPayment = async () => {
    const store = await withProduct();
    store.dispatch(currencyChanged('gbp'));
    store.dispatch(variantChosen(variant('msra-gbp-3')));
    store.dispatch(modalOpened({ kind: 'product', loggedIn: true, today: TODAY }));
    return store;
  };

  it('applying a coupon sets couponApplied and recalculates the summary', async () => {
    const store = await atPayment();
    await store.dispatch(applyCoupon(' save20 '));
    expect(selectIsCouponApplied(store.getState())).toBe(true);
    expect(selectSummary(store.getState())).toMatchObject({
      priceLabel: '£49.99',
      discountedPrice: 39.99,
      discountedPriceLabel: '£39.99',
      discountValue: 10,
      discountPercentage: 20,
    });
  });

  it('removing the coupon clears it and restores the price', async () => {
    const store = await atPayment();
    await store.dispatch(applyCoupon('SAVE20'));
    store.dispatch(couponRemoved());
    expect(selectIsCouponApplied(store.getState())).toBe(false);
    expect(selectCoupon(store.getState())).toBeNull();
    expect(selectSummary(store.getState())?.discountedPriceLabel).toBe('£49.99');
  });

  it('a failed coupon removes the applied one and shows the message', async () => {
    const store = await atPayment();
    await store.dispatch(applyCoupon('SAVE20'));
    store.dispatch(couponFailed(Messages.coupons.invalid));
    expect(selectIsCouponApplied(store.getState())).toBe(false);
    expect(selectCouponError(store.getState())).toBe('Coupon invalid or expired.');
    expect(selectSummary(store.getState())?.discountedPriceLabel).toBe('£49.99');
  });

  it('ignores a coupon while no modal is open (there is no coupon field)', async () => {
    const store = await withProduct();
    store.dispatch(couponApplied('SAVE20'));
    expect(selectIsCouponApplied(store.getState())).toBe(false);
  });
});

describe('checkout slice: an order whose price no longer holds', () => {
  async function atCard() {
    const store = await withProduct();
    store.dispatch(modalOpened({ kind: 'product', loggedIn: true, today: TODAY }));
    store.dispatch(paymentCreated({ orderId: 'order-1', amount: 31.99, currency: 'usd', provider: 'local', clientSecret: null, status: 'pending' }));
    return store;
  }

  it('puts the card away and shows the message when the server refuses the order at its price', async () => {
    const store = await atCard();
    store.dispatch(orderWentStale(Messages.checkout.priceChanged));
    expect(selectPaymentStatus(store.getState())).toBe('stale');
    expect(selectPaymentError(store.getState())).toBe('The price of this order has changed. Please review it and try again.');
    expect(selectPaymentOrderId(store.getState())).toBeNull();
    expect(selectPaymentSubPanel(store.getState())).toBe('card');
  });

  it.each([
    ['expired', Messages.checkout.orderExpired],
    ['cancelled', Messages.checkout.priceChanged],
  ] as const)('goes stale when the server reports the order %s', async (status, message) => {
    const store = await atCard();
    store.dispatch(orderSettled({ orderId: 'order-1', status, amount: 31.99, currency: 'usd', periodMonths: 1, failureReason: null, subscription: null }));
    expect(selectPaymentStatus(store.getState())).toBe('stale');
    expect(selectPaymentError(store.getState())).toBe(message);
  });

  it('leaves the stale state for the card when a fresh order is priced', async () => {
    const store = await atCard();
    store.dispatch(orderWentStale(Messages.checkout.orderExpired));
    store.dispatch(paymentCreated({ orderId: 'order-2', amount: 31.99, currency: 'usd', provider: 'local', clientSecret: null, status: 'pending' }));
    expect(selectPaymentStatus(store.getState())).toBe('card');
    expect(selectPaymentOrderId(store.getState())).toBe('order-2');
  });
});
