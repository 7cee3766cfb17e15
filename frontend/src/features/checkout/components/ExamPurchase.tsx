import { useEffect } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { isTrialOffered, type Exam } from '@medprep/shared';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { selectIsLoggedIn, selectSubscriptionStatus } from '../../../app/session/session-api';
import { useCanCreateTrialQuery, useOwnsExamQuery, useProductQuery, type Variant } from '../api';
import { openCheckoutModal } from '../checkout-flow';
import { selectCheckoutNotice, selectProductError, selectProductStatus, selectVariantsInCurrency } from '../checkout-selectors';
import { examChosen, variantChosen } from '../checkoutSlice';
import { useSubscriptionTo } from '../hooks/useSubscriptionTo';
import { CheckoutModals } from './CheckoutModals';
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
  const status = useAppSelector(selectSubscriptionStatus);
  const { refetch } = useProductQuery(exam.slug);
  const { data: canCreateTrial } = useCanCreateTrialQuery(isLoggedIn ? undefined : skipToken);
  const { data: ownsProduct = false } = useOwnsExamQuery(isLoggedIn ? exam.id : skipToken);
  const productStatus = useAppSelector(selectProductStatus);
  const productError = useAppSelector(selectProductError);
  const variants = useAppSelector(selectVariantsInCurrency);
  const notice = useAppSelector(selectCheckoutNotice);
  const subscription = useSubscriptionTo(exam);

  useEffect(() => {
    dispatch(examChosen({ examKey: exam.slug }));
  }, [dispatch, exam.slug]);

  const owned = subscription !== null || (isLoggedIn && ownsProduct);
  const trialOffered = !owned && isTrialOffered(isLoggedIn, status) && (!isLoggedIn || canCreateTrial === true);

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
      currencySelect={<CurrencySelect disabled={productStatus !== 'ready'} />}
      prices={
        <>
          {productStatus === 'ready' && variants.length > 0 && (
            <PriceCards variants={variants} onBuy={buy} />
          )}
          {notice && (
            <p className="notice" role="status">
              {notice}
            </p>
          )}
          {(productStatus === 'loading' || productStatus === 'idle') && <Spinner label="Loading prices…" />}
          {productStatus === 'failed' && (
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
