import { formatLongDate, Messages } from '@medprep/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { fakeHttp, json } from '../../test/fake-http';
import { aUser } from '../../test/user-fixtures';
import { selectMe, userSignedIn } from '../../app/session/session-api';
import { notify } from '../../lib/toast';
import { baseApi, selectWithApi } from '../../app/api/base-api';
import { checkoutApi } from './api';
import {
  applyCoupon,
  changeCurrency,
  confirmLocalCard,
  loadProduct,
  MODAL_SWITCH_DELAY_MS,
  checkOrderPayable,
  openCheckoutModal,
  pollOrderStatus,
  repriceOrder,
  startPayment,
} from './checkout-flow';
import {
  selectEmptyVariants,
  selectOrder,
  selectPayment,
  selectPaymentStatus,
  selectProductError,
  selectSelectedVariant,
  selectSummary,
} from './checkout-selectors';
import {
  currencyChanged,
  selectCardError,
  selectCheckoutModal,
  selectCheckoutPanel,
  selectCouponError,
  selectIsCouponApplied,
  selectPaymentError,
  selectPaymentSubPanel,
  variantChosen,
} from './checkoutSlice';
import { aProduct, fakeCheckoutTrpc, SERVER_ENDS_AT } from '../../test/fake-checkout-trpc';

vi.mock('../../lib/toast', () => ({ notify: vi.fn() }));


const TEST_CARD = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };

/** A signed-in buyer; GET /api/auth/me answers with the subscription the server has granted since. */
function aBuyerStore(trpc = fakeCheckoutTrpc()) {
  const user = aUser({ access: { access: 'none', subscriptions: [], trial: null } });
  const owner = aUser({
    access: {
      access: 'subscription',
      subscriptions: [
        {
          id: 'sub-1',
          exam: 'exam-msra',
          examSlug: 'msra',
          examTitle: 'MSRA',
          startsAt: '2026-11-21T09:00:00.000Z',
          endsAt: SERVER_ENDS_AT.toISOString(),
        },
      ],
      trial: null,
    },
  });
  const { http, fetch } = fakeHttp({ 'GET /api/auth/me': () => json(200, owner) });
  const store = makeStore({ trpc: trpc.client, http });
  store.dispatch(userSignedIn(user));
  return { store, trpc, fetch };
}

async function atPaymentSummary(trpc = fakeCheckoutTrpc()) {
  const buyer = aBuyerStore(trpc);
  const { store } = buyer;
  await store.dispatch(loadProduct('msra'));
  store.dispatch(currencyChanged('gbp'));
  store.dispatch(variantChosen(aProduct().variants.find((v) => v.id === 'msra-gbp-3')!));
  await store.dispatch(openCheckoutModal('product'));
  return buyer;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('buying access (store, fake server)', () => {
  it('loads the product, takes 3 months in pounds with a 20 % coupon, pays with the test card and shows the server’s end date', async () => {
    const { store, trpc, fetch } = await atPaymentSummary();
    expect(selectCheckoutPanel(store.getState())).toBe('payment');
    expect(selectPaymentSubPanel(store.getState())).toBe('summary');

    await store.dispatch(applyCoupon(' save20 '));
    expect(trpc.procedures.checkout.confirmCoupon.query).toHaveBeenCalledWith({ code: 'SAVE20', examKey: 'msra' });
    expect(selectIsCouponApplied(store.getState())).toBe(true);
    expect(selectSummary(store.getState())).toMatchObject({
      priceLabel: '£49.99',
      durationString: '3 Months',
      discountedPriceLabel: '£39.99',
    });

    await store.dispatch(startPayment());
    expect(trpc.procedures.checkout.createPayment.mutate).toHaveBeenCalledWith({
      variantId: 'msra-gbp-3',
      couponCode: 'SAVE20',
      checkoutType: 'product',
    });
    expect(selectPaymentSubPanel(store.getState())).toBe('card');
    expect(selectPayment(store.getState())?.amount).toBe(39.99);

    await store.dispatch(confirmLocalCard(TEST_CARD));

    expect(selectCheckoutPanel(store.getState())).toBe('success');
    const order = selectOrder(store.getState());
    expect(order?.status).toBe('paid');
    expect(order?.subscription?.examTitle).toBe('MSRA');
    expect(formatLongDate(new Date(order!.subscription!.endsAt))).toBe('14 March 2027');
    // `me` was refreshed: the subscription is now in the user's access.
    expect(fetch).toHaveBeenCalledWith('/api/auth/me', expect.anything());
    expect(selectMe(store.getState())?.access.subscriptions[0].examSlug).toBe('msra');
  });

  it('checks the card inline before anything is sent', async () => {
    const { store, trpc } = await atPaymentSummary();
    await store.dispatch(startPayment());
    await store.dispatch(confirmLocalCard({ ...TEST_CARD, number: '4242 4242 4242 4241' }));
    expect(selectCardError(store.getState())).toEqual({ field: 'number', message: 'The card number is not valid.' });
    await store.dispatch(confirmLocalCard({ ...TEST_CARD, expiry: '13/30' }));
    expect(selectCardError(store.getState())).toEqual({ field: 'expiry', message: 'Enter the expiry date as MM/YY.' });
    expect(trpc.procedures.checkout.confirmLocalPayment.mutate).not.toHaveBeenCalled();
  });

  it('shows a declined card on the card number and stays on the card', async () => {
    const { store } = await atPaymentSummary();
    await store.dispatch(startPayment());
    await store.dispatch(confirmLocalCard({ ...TEST_CARD, number: '4000 0000 0000 0002' }));
    expect(selectCardError(store.getState())).toEqual({ field: 'number', message: Messages.checkout.cardDeclined });
    expect(selectCheckoutPanel(store.getState())).toBe('payment');
    expect(selectPaymentSubPanel(store.getState())).toBe('card');
    expect(selectPaymentStatus(store.getState())).toBe('card');
  });

  it('skips the card when a coupon takes the whole price off', async () => {
    const { store, trpc } = await atPaymentSummary();
    await store.dispatch(applyCoupon('FREE100'));
    expect(selectSummary(store.getState())?.discountedPriceLabel).toBe('£0.00');
    await store.dispatch(startPayment());
    expect(trpc.procedures.checkout.confirmLocalPayment.mutate).not.toHaveBeenCalled();
    expect(selectCheckoutPanel(store.getState())).toBe('success');
    expect(selectOrder(store.getState())?.subscription?.endsAt).toBe(SERVER_ENDS_AT.toISOString());
  });

  it('removes a coupon the server rejects and says why', async () => {
    const { store } = await atPaymentSummary();
    await store.dispatch(applyCoupon('SAVE20'));
    await store.dispatch(applyCoupon('NOPE'));
    expect(selectIsCouponApplied(store.getState())).toBe(false);
    expect(selectCouponError(store.getState())).toBe('Coupon invalid or expired.');
    await store.dispatch(applyCoupon('MRCPONLY'));
    expect(selectCouponError(store.getState())).toBe(
      'This coupon is valid, but only for: MRCP Part 1. Please choose one of those exams to use it.',
    );
    await store.dispatch(applyCoupon('   '));
    expect(selectCouponError(store.getState())).toBe('No coupon code provided.');
  });

  it('polls the order after Stripe until the webhook has paid it', async () => {
    const trpc = fakeCheckoutTrpc({ provider: 'stripe' });
    const { store } = aBuyerStore(trpc);
    await store.dispatch(loadProduct('msra'));
    await store.dispatch(openCheckoutModal('product'));
    await store.dispatch(startPayment());
    const orderId = selectPayment(store.getState())!.orderId;
    const polling = store.dispatch(pollOrderStatus({ orderId, intervalMs: 5, attempts: 20 }));
    expect(selectPaymentStatus(store.getState())).toBe('processing');
    setTimeout(() => trpc.settleOrder(orderId), 12);
    await polling;
    expect(selectCheckoutPanel(store.getState())).toBe('success');
    expect(trpc.procedures.checkout.orderStatus.query.mock.calls.length).toBeGreaterThan(1);
  });
});

describe('an order whose price no longer holds', () => {
  it('shows "The price of this order has changed" and, in one click, pays a fresh order at the new price', async () => {
    const trpc = fakeCheckoutTrpc();
    const { store } = await atPaymentSummary(trpc);
    await store.dispatch(startPayment());
    expect(selectPayment(store.getState())?.amount).toBe(49.99);
    trpc.changePrice('msra-gbp-3', 74.99);

    await store.dispatch(confirmLocalCard(TEST_CARD));
    expect(selectPaymentStatus(store.getState())).toBe('stale');
    expect(selectPaymentError(store.getState())).toBe('The price of this order has changed. Please review it and try again.');
    expect(selectCardError(store.getState())).toBeNull();
    expect(selectPayment(store.getState())).toBeNull();

    await store.dispatch(repriceOrder());
    expect(trpc.procedures.checkout.createPayment.mutate).toHaveBeenCalledTimes(2);
    expect(trpc.procedures.checkout.createPayment.mutate).toHaveBeenLastCalledWith({ variantId: 'msra-gbp-3', couponCode: undefined, checkoutType: 'product' });
    expect(selectPayment(store.getState())?.amount).toBe(74.99);
    expect(selectSummary(store.getState())?.priceLabel).toBe('£74.99');
    expect(selectPaymentStatus(store.getState())).toBe('card');
    expect(selectPaymentError(store.getState())).toBeNull();
    expect(selectPaymentSubPanel(store.getState())).toBe('card');

    await store.dispatch(confirmLocalCard(TEST_CARD));
    expect(selectCheckoutPanel(store.getState())).toBe('success');
  });

  it('says an expired order has expired and offers the same fresh order', async () => {
    const trpc = fakeCheckoutTrpc();
    const { store } = await atPaymentSummary(trpc);
    await store.dispatch(startPayment());
    trpc.expireOrder(selectPayment(store.getState())!.orderId);
    await store.dispatch(confirmLocalCard(TEST_CARD));
    expect(selectPaymentStatus(store.getState())).toBe('stale');
    expect(selectPaymentError(store.getState())).toBe(Messages.checkout.orderExpired);
    await store.dispatch(repriceOrder());
    expect(selectPayment(store.getState())?.amount).toBe(49.99);
    expect(selectPaymentStatus(store.getState())).toBe('card');
  });

  it('checks a Stripe order before the card is taken, and goes stale instead when its price changed', async () => {
    const trpc = fakeCheckoutTrpc({ provider: 'stripe' });
    const { store } = await atPaymentSummary(trpc);
    await store.dispatch(startPayment());
    const orderId = selectPayment(store.getState())!.orderId;
    expect(await store.dispatch(checkOrderPayable(orderId)).unwrap()).toBe(true);
    trpc.changePrice('msra-gbp-3', 74.99);
    expect(await store.dispatch(checkOrderPayable(orderId)).unwrap()).toBe(false);
    expect(selectPaymentStatus(store.getState())).toBe('stale');
    expect(selectPaymentError(store.getState())).toBe(Messages.checkout.priceChanged);
  });

  it('goes back to the order summary when the chosen period is no longer sold', async () => {
    const trpc = fakeCheckoutTrpc();
    const { store } = await atPaymentSummary(trpc);
    await store.dispatch(startPayment());
    trpc.changePrice('msra-gbp-3', 74.99);
    await store.dispatch(confirmLocalCard(TEST_CARD));
    trpc.procedures.product.initProductVariantsWithExamKey.query.mockImplementationOnce(async () => {
      const product = aProduct();
      return { ...product, variants: product.variants.filter((v) => v.id !== 'msra-gbp-3') };
    });
    await store.dispatch(repriceOrder());
    expect(trpc.procedures.checkout.createPayment.mutate).toHaveBeenCalledTimes(1);
    expect(selectPaymentSubPanel(store.getState())).toBe('summary');
    expect(selectPaymentError(store.getState())).toBe(Messages.checkout.variantUnavailable);
  });
});

describe('loading a product', () => {
  it('marks the product failed with "Problem initializing product" and sets emptyVariants when none are returned', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = aBuyerStore();
    await store.dispatch(loadProduct('mrcp-1'));
    expect(selectProductError(store.getState())).toBe('Problem initializing product');
    expect(selectEmptyVariants(store.getState())).toBe(true);
    expect(selectSelectedVariant(store.getState())).toBeNull();
    expect(reported).toHaveBeenCalledWith('Problem initializing product', expect.objectContaining({ message: Messages.products.noVariants }));
  });

  it('loads an exam once', async () => {
    const { store, trpc } = aBuyerStore();
    await Promise.all([store.dispatch(loadProduct('msra')), store.dispatch(loadProduct('msra'))]);
    expect(trpc.procedures.product.initProductVariantsWithExamKey.query).toHaveBeenCalledTimes(1);
  });
});

describe('changing currency', () => {
  it('keeps the period when offered, and toasts "No variants found for the selected currency" when none are', async () => {
    const { store } = aBuyerStore();
    await store.dispatch(loadProduct('msra'));
    store.dispatch(variantChosen(aProduct().variants.find((v) => v.id === 'msra-usd-6')!));
    await store.dispatch(changeCurrency('gbp'));
    expect(selectSelectedVariant(store.getState())?.id).toBe('msra-gbp-6');
    expect(notify).not.toHaveBeenCalled();

    await store.dispatch(changeCurrency('zar'));
    expect(selectEmptyVariants(store.getState())).toBe(true);
    expect(notify).toHaveBeenCalledWith('No variants found for the selected currency', 'warning');
  });
});

describe('switching modals', () => {
  it('closes the open modal and opens the next one after 100 ms', async () => {
    vi.useFakeTimers();
    const { store } = aBuyerStore();
    await store.dispatch(openCheckoutModal('product'));
    const switching = store.dispatch(openCheckoutModal('extension'));
    expect(selectCheckoutModal(store.getState())).toBeNull();
    await vi.advanceTimersByTimeAsync(MODAL_SWITCH_DELAY_MS);
    await switching;
    expect(selectCheckoutModal(store.getState())).toBe('extension');
    expect(selectCheckoutPanel(store.getState())).toBe('options');
  });
});

describe('claiming a trial', () => {
  const claim = (store: ReturnType<typeof aBuyerStore>['store']) =>
    store.dispatch(checkoutApi.endpoints.claimTrial.initiate({ userID: aUser().id, examSlug: 'msra' }));

  it('claims the trial for the signed-in user and refreshes me', async () => {
    const { store, trpc, fetch } = aBuyerStore();
    const result = await claim(store);
    expect(trpc.procedures.exams.createTrialForUser.mutate).toHaveBeenCalledWith({ userID: aUser().id, examSlug: 'msra' });
    expect(result.data?.examTitle).toBe('MSRA');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/auth/me', expect.anything()));
  });

  it('shows the server’s reason when the trial is refused', async () => {
    const { store, trpc } = aBuyerStore();
    trpc.procedures.exams.createTrialForUser.mutate.mockRejectedValueOnce(new Error(Messages.trials.alreadyUsed));
    const result = await claim(store);
    expect(result.error?.message).toBe('You have already used your free trial.');
  });

  it('no longer offers a trial once one is claimed: the user’s access is read again', async () => {
    const { store } = aBuyerStore();
    const eligibility = store.dispatch(checkoutApi.endpoints.canCreateTrial.initiate());
    expect((await eligibility).data).toBe(true);
    await claim(store);
    await vi.waitFor(() => expect(selectWithApi(checkoutApi.endpoints.canCreateTrial.select())(store.getState()).data).toBe(false));
    eligibility.unsubscribe();
  });
});

describe('what a purchase makes stale', () => {
  /** A stand-in for the dashboard's overview: counts how often it is read. */
  function overviewProbe() {
    let reads = 0;
    const probeApi = baseApi.injectEndpoints({
      endpoints: (build) => ({
        overviewProbe: build.query<number, void>({ queryFn: () => ({ data: ++reads }), providesTags: ['Overview'] }),
      }),
      overrideExisting: true,
    });
    return { endpoint: probeApi.endpoints.overviewProbe, reads: () => reads };
  }

  it('shows the exam as owned and reads the dashboard again once the card is paid', async () => {
    const { store } = await atPaymentSummary();
    const owns = store.dispatch(checkoutApi.endpoints.ownsExam.initiate('exam-msra'));
    const overview = overviewProbe();
    const dashboard = store.dispatch(overview.endpoint.initiate());
    expect((await owns).data).toBe(false);
    await dashboard;

    await store.dispatch(startPayment());
    await store.dispatch(confirmLocalCard(TEST_CARD));

    await vi.waitFor(() => expect(selectWithApi(checkoutApi.endpoints.ownsExam.select('exam-msra'))(store.getState()).data).toBe(true));
    await vi.waitFor(() => expect(overview.reads()).toBe(2));
    owns.unsubscribe();
    dashboard.unsubscribe();
  });

  it('shows the exam as owned once Stripe’s webhook has paid the order', async () => {
    const trpc = fakeCheckoutTrpc({ provider: 'stripe' });
    const { store } = await atPaymentSummary(trpc);
    const owns = store.dispatch(checkoutApi.endpoints.ownsExam.initiate('exam-msra'));
    await owns;
    await store.dispatch(startPayment());
    const orderId = selectPayment(store.getState())!.orderId;
    trpc.settleOrder(orderId);
    await store.dispatch(pollOrderStatus({ orderId, intervalMs: 5, attempts: 3 }));

    await vi.waitFor(() => expect(selectWithApi(checkoutApi.endpoints.ownsExam.select('exam-msra'))(store.getState()).data).toBe(true));
    owns.unsubscribe();
  });

  it('leaves the user’s access alone while an order is only priced', async () => {
    const { store, trpc } = await atPaymentSummary();
    const owns = store.dispatch(checkoutApi.endpoints.ownsExam.initiate('exam-msra'));
    await owns;
    await store.dispatch(startPayment());
    expect(trpc.procedures.product.userOwnsExam.query).toHaveBeenCalledTimes(1);
    owns.unsubscribe();
  });
});
