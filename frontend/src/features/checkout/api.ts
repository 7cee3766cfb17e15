import type { RouterInputs, RouterOutputs } from '@medprep/shared/contract';
import { Messages } from '@medprep/shared';
import { baseApi, callServer } from '../../app/api/base-api';
import type { Jsonified } from '../../app/api/jsonified';
import { toPlain } from '../../app/api/plain-data';
import { refreshMe, selectUserId, sessionApi } from '../../app/session/session-api';
import type { RootState } from '../../app/store';

export type Product = Jsonified<RouterOutputs['product']['initProductVariantsWithExamKey']>;
export type Variant = Product['variants'][number];
export type CouponCheck = Jsonified<RouterOutputs['checkout']['confirmCoupon']>;
export type PaymentStart = RouterOutputs['checkout']['createPayment'];
export type PaymentConfig = RouterOutputs['checkout']['paymentConfig'];
/** An order as the server reported it; `subscription.endsAt` is the server's date, never computed here. */
export type Order = Jsonified<RouterOutputs['checkout']['orderStatus']>;
type SavedSettings = RouterOutputs['users']['updateUserSettings']['settings'];
export type TrialClaim = Jsonified<RouterOutputs['exams']['createTrialForUser']>;

/** What a purchase or a trial makes stale: the user's access and the dashboard. */
export const ACCESS_CHANGED = ['Access', 'Overview'] as const;
const paidOrder = (order: { status: string } | undefined) => (order?.status === 'paid' ? ACCESS_CHANGED : []);

/**
 * The checkout's server data: the exam's product, the user's access to it, coupons, orders and the
 * trial claim. A purchase (an order paid at once or by card) and a trial invalidate the user's access
 * and the dashboard.
 */
export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    product: build.query<Product, string>({
      queryFn: async (examKey, { extra }) => {
        const result = await callServer(extra, async ({ trpc }) => toPlain(await trpc.product.initProductVariantsWithExamKey.query({ examKey })));
        if ('error' in result) console.error(Messages.products.initFailed, result.error);
        return result;
      },
      providesTags: ['Products'],
    }),
    ownsExam: build.query<boolean, string>({
      queryFn: (examID, { extra }) => callServer(extra, ({ trpc }) => trpc.product.userOwnsExam.query({ examID })),
      providesTags: ['Access'],
    }),
    canCreateTrial: build.query<boolean, void>({
      queryFn: (_arg, { extra }) => callServer(extra, ({ trpc }) => trpc.exams.checkIfUserCanCreateTrial.query()),
      providesTags: ['Access'],
    }),
    coupon: build.query<CouponCheck, RouterInputs['checkout']['confirmCoupon']>({
      queryFn: (input, { extra }) => callServer(extra, async ({ trpc }) => toPlain(await trpc.checkout.confirmCoupon.query(input))),
    }),
    paymentConfig: build.query<PaymentConfig, void>({
      queryFn: (_arg, { extra }) => callServer(extra, ({ trpc }) => trpc.checkout.paymentConfig.query()),
    }),
    createPayment: build.mutation<PaymentStart, RouterInputs['checkout']['createPayment']>({
      queryFn: (input, { extra }) => callServer(extra, ({ trpc }) => trpc.checkout.createPayment.mutate(input)),
      invalidatesTags: paidOrder,
    }),
    confirmLocalPayment: build.mutation<Order, RouterInputs['checkout']['confirmLocalPayment']>({
      queryFn: (input, { extra }) => callServer(extra, async ({ trpc }) => toPlain(await trpc.checkout.confirmLocalPayment.mutate(input))),
      invalidatesTags: paidOrder,
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) await dispatch(checkoutApi.util.upsertQueryData('order', data.orderId, data));
      },
    }),
    checkOrderPayable: build.mutation<Order, string>({
      queryFn: (orderId, { extra }) => callServer(extra, async ({ trpc }) => toPlain(await trpc.checkout.checkOrderPayable.mutate({ orderId }))),
    }),
    order: build.query<Order, string>({
      queryFn: (orderId, { extra }) => callServer(extra, async ({ trpc }) => toPlain(await trpc.checkout.orderStatus.query({ orderId }))),
      providesTags: (_order, _error, orderId) => [{ type: 'Orders', id: orderId }],
    }),
    /** The signed-in user's currency, saved with their settings (a visitor's stays in this browser only). */
    saveCurrency: build.mutation<SavedSettings | null, string>({
      queryFn: (currency, { extra, getState }) => {
        const userID = selectUserId(getState() as RootState);
        if (!userID) return { data: null };
        return callServer(extra, async ({ trpc }) => (await trpc.users.updateUserSettings.mutate({ data: { userID, settingsData: { currency } } })).settings);
      },
      async onQueryStarted(_currency, { dispatch, queryFulfilled }) {
        const { data: settings } = await queryFulfilled.catch(() => ({ data: null }));
        if (settings) dispatch(sessionApi.util.updateQueryData('me', undefined, (me) => void (me && (me.settings = settings))));
      },
    }),
    claimTrial: build.mutation<TrialClaim, RouterInputs['exams']['createTrialForUser']>({
      queryFn: (input, { extra }) => callServer(extra, async ({ trpc }) => toPlain(await trpc.exams.createTrialForUser.mutate(input))),
      invalidatesTags: ACCESS_CHANGED,
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        if (await queryFulfilled.then(() => true, () => false)) await dispatch(refreshMe());
      },
    }),
  }),
});

export const { useProductQuery, useOwnsExamQuery, useCanCreateTrialQuery, useCouponQuery, usePaymentConfigQuery, useOrderQuery, useClaimTrialMutation } =
  checkoutApi;

/** The one checkout's payment and card confirmation, shared by the flow and the panels that show them. */
export const PAYMENT_KEY = 'checkout-payment';
export const CARD_KEY = 'checkout-card';
