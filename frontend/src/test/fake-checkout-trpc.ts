import { Messages, type Coupon, type OrderStatus, type Product, type Variant } from '@medprep/shared';
import { vi } from 'vitest';
import type { TrpcClient } from '../lib/trpc';
import { EXAMS } from './fixtures';

const PRICES: Record<string, Record<number, number>> = {
  gbp: { 1: 24.99, 3: 49.99, 6: 74.99, 12: 99.99 },
  usd: { 1: 31.99, 3: 63.99, 6: 95.99, 12: 127.99 },
};
const SYMBOLS: Record<string, string> = { gbp: '£', usd: '$' };

export function aVariant(currency: string, period: number): Variant {
  return {
    id: `msra-${currency}-${period}`,
    label: `${period} month${period === 1 ? '' : 's'}`,
    period,
    priceID: null,
    value: PRICES[currency][period],
    currency: { code: currency, symbol: SYMBOLS[currency] },
  };
}

/** MSRA sold for 1, 3, 6 and 12 months in pounds and dollars (deliberately not in period order). */
export function aProduct(): Product {
  const exam = EXAMS.find((e) => e.slug === 'msra')!;
  return {
    id: 'product-msra',
    slug: 'msra',
    exam: { id: exam.id, slug: exam.slug, title: exam.title },
    title: 'MSRA question bank',
    description: 'Practice for the MSRA.',
    stripePID: null,
    variants: [12, 1, 6, 3].flatMap((period) => [aVariant('usd', period), aVariant('gbp', period)]),
  };
}

export const COUPONS: Record<string, Coupon> = {
  SAVE20: {
    id: 'coupon-save20',
    code: 'SAVE20',
    effect: 'percent',
    value: 20,
    active: true,
    dateCreated: new Date('2026-01-01T00:00:00Z'),
    dateExpiry: null,
    description: '20 % off',
    organisation: null,
  },
  FREE100: {
    id: 'coupon-free',
    code: 'FREE100',
    effect: 'percent',
    value: 100,
    active: true,
    dateCreated: new Date('2026-01-01T00:00:00Z'),
    dateExpiry: null,
    description: 'Free',
    organisation: null,
  },
};

/** An error as the tRPC client throws it: the message and the server's `data`. */
export function trpcError(message: string, data: Record<string, unknown> = {}) {
  return Object.assign(new Error(message), { name: 'TRPCClientError', data });
}

/** The end date the fake server grants, deliberately not "today plus 3 months". */
export const SERVER_ENDS_AT = new Date('2027-03-14T12:00:00Z');

/**
 * A stand-in for the checkout procedures that behaves like the server: it prices orders itself,
 * takes only the test card 4242 4242 4242 4242, and grants access with its own end date.
 */
export function fakeCheckoutTrpc({ product = aProduct(), provider = 'local' as 'local' | 'stripe' } = {}) {
  let trialClaimed = false;
  const orders = new Map<string, { variant: Variant; listPrice: number; amount: number; status: OrderStatus['status']; expired?: boolean }>();
  /** Refuses an order whose price no longer holds, as the server does (and releases it). */
  const ensurePayable = (orderId: string) => {
    const order = orders.get(orderId)!;
    if (order.expired) {
      order.status = 'expired';
      throw trpcError(Messages.checkout.orderExpired, { code: 'CONFLICT', httpStatus: 409, domainCode: 'ORDER_EXPIRED' });
    }
    const current = product.variants.find((v) => v.id === order.variant.id);
    if (!current || current.value !== order.listPrice) {
      order.status = 'cancelled';
      throw trpcError(Messages.checkout.priceChanged, { code: 'CONFLICT', httpStatus: 409, domainCode: 'ORDER_PRICE_CHANGED' });
    }
  };
  const settled = (orderId: string): OrderStatus => {
    const order = orders.get(orderId)!;
    return {
      orderId,
      status: order.status,
      amount: order.amount,
      currency: order.variant.currency.code,
      periodMonths: order.variant.period,
      failureReason: null,
      subscription:
        order.status === 'paid'
          ? { examId: product.exam.id, examSlug: product.exam.slug, examTitle: product.exam.title, endsAt: SERVER_ENDS_AT }
          : null,
    };
  };

  const procedures = {
    product: {
      initProductVariantsWithExamKey: {
        query: vi.fn(async ({ examKey }: { examKey: string }) => {
          if (examKey !== product.exam.slug) throw trpcError(Messages.products.noVariants, { code: 'NOT_FOUND', httpStatus: 404 });
          return structuredClone(product);
        }),
      },
      // As the server: the user owns the exam once one of its orders is paid.
      userOwnsExam: { query: vi.fn(async () => [...orders.values()].some((order) => order.status === 'paid')) },
      getExtensionVariants: { query: vi.fn(async () => product.variants) },
    },
    exams: {
      initExamsAvailableForInstance: { query: vi.fn(async () => EXAMS) },
      checkIfUserCanCreateTrial: { query: vi.fn(async () => !trialClaimed) },
      createTrialForUser: {
        mutate: vi.fn(async ({ examSlug }: { userID: string; examSlug: string }) => {
          trialClaimed = true;
          const exam = EXAMS.find((e) => e.slug === examSlug)!;
          return {
            id: 'trial-1',
            exam: exam.id,
            examSlug,
            examTitle: exam.title,
            sid: null,
            startDate: new Date(),
            sessionStarted: false,
            sessionStartDate: null,
            sessionComplete: false,
            sessionCompleteDate: null,
          };
        }),
      },
    },
    checkout: {
      confirmCoupon: {
        query: vi.fn(async ({ code }: { code: string; examKey: string }) => {
          if (code === 'MRCPONLY') return { success: false, coupon: null, error: 'valid-wrong-exam', exams: ['MRCP Part 1'] };
          const coupon = COUPONS[code];
          return coupon
            ? { success: true, coupon, error: null, exams: [] }
            : { success: false, coupon: null, error: 'invalid', exams: [] };
        }),
      },
      paymentConfig: { query: vi.fn(async () => ({ provider, publishableKey: provider === 'stripe' ? 'pk_test_x' : null })) },
      createPayment: {
        mutate: vi.fn(async ({ variantId, couponCode }: { variantId: string; couponCode?: string | null; checkoutType: string }) => {
          const variant = product.variants.find((v) => v.id === variantId);
          if (!variant) throw trpcError(Messages.checkout.variantUnavailable, { code: 'NOT_FOUND', httpStatus: 404 });
          const coupon = couponCode ? COUPONS[couponCode] : undefined;
          const amount = coupon ? Math.round(variant.value * (100 - coupon.value)) / 100 : variant.value;
          const orderId = `order-${orders.size + 1}`;
          const status = amount === 0 ? 'paid' : 'pending';
          orders.set(orderId, { variant, listPrice: variant.value, amount, status });
          return { orderId, amount, currency: variant.currency.code, provider, clientSecret: provider === 'stripe' ? 'pi_secret' : null, status };
        }),
      },
      confirmLocalPayment: {
        mutate: vi.fn(async ({ orderId, card }: { orderId: string; card: { number: string } }) => {
          const digits = card.number.replace(/\D/g, '');
          if (digits === '4000000000000002') throw trpcError(Messages.checkout.cardDeclined, { details: { field: 'number' } });
          if (digits !== '4242424242424242') throw trpcError(Messages.checkout.onlyTestCard, { details: { field: 'number' } });
          ensurePayable(orderId);
          orders.get(orderId)!.status = 'paid';
          return settled(orderId);
        }),
      },
      orderStatus: { query: vi.fn(async ({ orderId }: { orderId: string }) => settled(orderId)) },
      checkOrderPayable: {
        mutate: vi.fn(async ({ orderId }: { orderId: string }) => {
          ensurePayable(orderId);
          return settled(orderId);
        }),
      },
    },
    users: { updateUserSettings: { mutate: vi.fn(async () => ({ settings: { theme: 'light' } })) } },
  };

  /** Marks an order paid as Stripe's webhook would. */
  const settleOrder = (orderId: string) => {
    orders.get(orderId)!.status = 'paid';
  };

  /** An administrator changes a variant's price: orders made before no longer hold it. */
  const changePrice = (variantId: string, value: number) => {
    product.variants = product.variants.map((v) => (v.id === variantId ? { ...v, value } : v));
  };

  /** Thirty minutes pass for an order. */
  const expireOrder = (orderId: string) => {
    orders.get(orderId)!.expired = true;
  };

  return { client: procedures as unknown as TrpcClient, procedures, settleOrder, changePrice, expireOrder };
}
