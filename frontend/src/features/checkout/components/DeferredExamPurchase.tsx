import { useEffect, useState } from 'react';
import { DEFAULT_CURRENCY, isTrialOffered, SUPPORTED_CURRENCIES, variantsForCurrency, type CheckoutModal, type Exam } from '@medprep/shared';
import { selectWithApi } from '../../../app/api/base-api';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Spinner } from '../../../components/ui/Spinner';
import { withChunkReloadGuard } from '../../../lib/chunk-reload';
import { selectIsLoggedIn, selectSubscriptionStatus } from '../../../app/session/session-api';
import { useSubscriptionTo } from '../hooks/useSubscriptionTo';
import { checkoutApi } from '../api';
import { CurrencyField } from './CurrencyField';
import { PriceCards } from './PriceCards';
import { ExamPurchaseLayout } from './ExamPurchaseLayout';

interface PurchaseCode {
  ExamPurchase: typeof import('./ExamPurchase').ExamPurchase;
  openCheckoutModal: typeof import('../checkout-flow').openCheckoutModal;
}

const load = withChunkReloadGuard(() =>
  Promise.all([import('./ExamPurchase'), import('../checkout-flow')]).then(([panel, api]) => ({
    ExamPurchase: panel.ExamPurchase,
    openCheckoutModal: api.openCheckoutModal,
  })),
);

let code: PurchaseCode | null = null;
let loading: Promise<PurchaseCode> | null = null;

/** Loads the purchase panel's code (the checkout and its schemas) once; a failed load can be tried again. */
export function preloadExamPurchase(): Promise<PurchaseCode> {
  return (loading ??= load().then(
    (loaded) => (code = loaded),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));
}

/** Runs `task` once the browser has painted the current frame; returns the cancel function. */
function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * The panel as it first renders (prices loading, no ownership or trial check back yet), shown while
 * its code loads: the same layout, so nothing moves when the panel takes its place. Its buttons open
 * their modal once the code is there. A prerendered page's product is in the store already: its
 * prices show (in the default currency) from the first render, the server's included.
 */
export function ExamPurchasePlaceholder({ exam, onOpen }: { exam: Exam; onOpen: (modal: CheckoutModal) => void }) {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const status = useAppSelector(selectSubscriptionStatus);
  const subscription = useSubscriptionTo(exam);
  const product = useAppSelector((state) => selectWithApi(checkoutApi.endpoints.product.select(exam.slug))(state).data);
  return (
    <ExamPurchaseLayout
      access={subscription ? { endsAt: subscription.endsAt } : null}
      trialOffered={!subscription && !isLoggedIn && isTrialOffered(isLoggedIn, status)}
      onExtend={() => onOpen('extension')}
      onStartTrial={() => onOpen('trial')}
      currencySelect={<CurrencyField selected={DEFAULT_CURRENCY} options={SUPPORTED_CURRENCIES} disabled />}
      prices={product ? <PriceCards variants={variantsForCurrency(product.variants, DEFAULT_CURRENCY)} /> : <Spinner label="Loading prices…" />}
    />
  );
}

/**
 * The exam page's purchase panel, its code loaded after the page's first paint: the exam's title,
 * description and format show without waiting for the checkout (and the zod schemas it needs).
 */
export function DeferredExamPurchase({ exam }: { exam: Exam }) {
  const dispatch = useAppDispatch();
  const [loaded, setLoaded] = useState(code);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);

  useEffect(() => {
    if (loaded) return;
    let live = true;
    const cancel = afterNextPaint(() => {
      preloadExamPurchase().then(
        (ready) => live && setLoaded(ready),
        (error: unknown) => live && setFailure({ error }),
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [loaded]);

  if (failure) throw failure.error;
  if (loaded) return <loaded.ExamPurchase exam={exam} />;

  const openWhenLoaded = (modal: CheckoutModal) => {
    preloadExamPurchase().then(
      (ready) => {
        setLoaded(ready);
        void dispatch(ready.openCheckoutModal(modal));
      },
      (error: unknown) => setFailure({ error }),
    );
  };
  return <ExamPurchasePlaceholder exam={exam} onOpen={openWhenLoaded} />;
}
