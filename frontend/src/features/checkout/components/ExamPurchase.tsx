import { useEffect } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { isTrialOffered, variantsForCurrency, type Exam } from '@medprep/shared';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { selectIsLoggedIn, selectSubscriptionStatus } from '../../../app/session/session-api';
import { useCanCreateTrialQuery, useOwnsExamQuery, useProductQuery, type Variant } from '../api';
import { openCheckoutModal } from '../checkout-flow';
import { selectCheckoutNotice, selectProductError, selectProductStatus, selectVariantsInCurrency } from '../checkout-selectors';
import { examChosen, selectCheckoutExamKey, selectSelectedCurrency, variantChosen } from '../checkoutSlice';
import { useSubscriptionTo } from '../hooks/useSubscriptionTo';
import { CheckoutModals } from './CheckoutModals';
import { useOpeningCurrency } from '../hooks/useOpeningCurrency';
import { CurrencySelect } from './CurrencySelect';
import { ExamPurchaseLayout } from './ExamPurchaseLayout';
import { PriceCards } from './PriceCards';

/**
 * The buying part of an exam page: the user's access (or a free trial), prices by currency with
 * a Buy button per period, and the checkout modals.
 */
export function ExamPurchase({ exam }: { exam: Exam }) {
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const subscriptionStatus = useAppSelector(selectSubscriptionStatus);
  const { data: product, refetch } = useProductQuery(exam.slug);
  const { data: canCreateTrial } = useCanCreateTrialQuery(isLoggedIn ? undefined : skipToken);
  const { data: ownsProduct = false } = useOwnsExamQuery(isLoggedIn ? exam.id : skipToken);
  const productStatus = useAppSelector(selectProductStatus);
  const productError = useAppSelector(selectProductError);
  const chosenVariants = useAppSelector(selectVariantsInCurrency);
  const currency = useAppSelector(selectSelectedCurrency);
  // Until the effect below has chosen this exam, the checkout's state describes none (or another):
  // the product already in the cache shows meanwhile, so the prices do not blink out.
  const chosen = useAppSelector(selectCheckoutExamKey) === exam.slug;
  const status = chosen ? productStatus : product ? 'ready' : productStatus;
  const variants = chosen ? chosenVariants : product ? variantsForCurrency(product.variants, currency) : [];
  const notice = useAppSelector(selectCheckoutNotice);
  const subscription = useSubscriptionTo(exam);

  useEffect(() => {
    dispatch(examChosen({ examKey: exam.slug }));
  }, [dispatch, exam.slug]);
  useOpeningCurrency();

  const owned = subscription !== null || (isLoggedIn && ownsProduct);
  const trialOffered = !owned && isTrialOffered(isLoggedIn, subscriptionStatus) && (!isLoggedIn || canCreateTrial === true);

  const buy = (variant: Variant) => {
    dispatch(variantChosen(variant));
    void dispatch(openCheckoutModal('product'));
  };

  return (
    <ExamPurchaseLayout
      access={owned ? { endsAt: subscription?.endsAt ?? null } : null}
      trialOffered={trialOffered}
      onExtend={() => void dispatch(openCheckoutModal('extension'))}
      onStartTrial={() => void dispatch(openCheckoutModal('trial'))}
      currencySelect={<CurrencySelect disabled={status !== 'ready'} />}
      prices={
        <>
          {status === 'ready' && variants.length > 0 && (
            <PriceCards variants={variants} onBuy={buy} />
          )}
          {notice && (
            <p className="notice" role="status">
              {notice}
            </p>
          )}
          {(status === 'loading' || status === 'idle') && <Spinner label="Loading prices…" />}
          {status === 'failed' && (
            <div className="notice notice--error" role="alert">
              <p>{productError}</p>
              <Button variant="secondary" onClick={() => void refetch()}>
                Try again
              </Button>
            </div>
          )}
        </>
      }
    >
      <CheckoutModals />
    </ExamPurchaseLayout>
  );
}
