import { useEffect, useId } from 'react';
import { formatLongDate, isTrialOffered, type Exam, type Variant } from '@medprep/shared';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { selectIsLoggedIn, selectMe, selectSubscriptionStatus } from '../../auth/userSlice';
import { checkOwnership, checkTrialEligibility, loadProduct, openCheckoutModal } from '../api';
import {
  selectCanCreateTrial,
  selectCheckoutNotice,
  selectProductError,
  selectProductStatus,
  selectUserOwnsProduct,
  selectVariantsInCurrency,
  variantChosen,
} from '../checkoutSlice';
import { CheckoutModals } from './CheckoutModals';
import { CurrencySelect } from './CurrencySelect';
import { variantDuration, variantPerMonth, variantPrice } from './variant-text';
import '../checkout.css';

/** The signed-in user's current subscription to this exam, from `me`. */
function useSubscriptionTo(exam: Exam) {
  const me = useAppSelector(selectMe);
  const now = Date.now();
  return (
    me?.access.subscriptions.find(
      (subscription) => (subscription.exam === exam.id || subscription.examSlug === exam.slug) && Date.parse(subscription.endsAt) > now,
    ) ?? null
  );
}

function PriceCard({ variant, onBuy }: { variant: Variant; onBuy: (variant: Variant) => void }) {
  const duration = variantDuration(variant);
  const perMonth = variantPerMonth(variant);
  return (
    <li className="price-card">
      <h3 className="price-card__duration">{duration}</h3>
      <p className="price-card__price">{variantPrice(variant)}</p>
      {perMonth && <p className="price-card__hint">{perMonth}</p>}
      <Button aria-label={`Buy access: ${duration}`} onClick={() => onBuy(variant)}>
        Buy access
      </Button>
    </li>
  );
}

/**
 * The buying part of an exam page: the user's access (or a free trial), prices by currency with
 * a Buy button per period, and the checkout modals.
 */
export function ExamPurchase({ exam }: { exam: Exam }) {
  const dispatch = useAppDispatch();
  const headingId = useId();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const status = useAppSelector(selectSubscriptionStatus);
  const canCreateTrial = useAppSelector(selectCanCreateTrial);
  const ownsProduct = useAppSelector(selectUserOwnsProduct);
  const productStatus = useAppSelector(selectProductStatus);
  const productError = useAppSelector(selectProductError);
  const variants = useAppSelector(selectVariantsInCurrency);
  const notice = useAppSelector(selectCheckoutNotice);
  const subscription = useSubscriptionTo(exam);

  useEffect(() => {
    void dispatch(loadProduct(exam.slug));
  }, [dispatch, exam.slug]);

  useEffect(() => {
    if (!isLoggedIn) return;
    void dispatch(checkOwnership(exam.id));
    void dispatch(checkTrialEligibility());
  }, [dispatch, isLoggedIn, exam.id]);

  const owned = subscription !== null || (isLoggedIn && ownsProduct);
  const trialOffered = !owned && isTrialOffered(isLoggedIn, status) && (!isLoggedIn || canCreateTrial === true);

  const buy = (variant: Variant) => {
    dispatch(variantChosen(variant.id));
    void dispatch(openCheckoutModal('product'));
  };

  return (
    <section className="exam-purchase" aria-labelledby={headingId}>
      <h2 id={headingId} className="section__title">
        {owned ? 'Your access' : 'Get access'}
      </h2>
      {owned ? (
        <div className="notice notice--success exam-purchase__access">
          <p>
            {subscription
              ? `You have access until ${formatLongDate(new Date(subscription.endsAt))}.`
              : 'You have access to this exam.'}
          </p>
          <Button variant="secondary" onClick={() => void dispatch(openCheckoutModal('extension'))}>
            Extend
          </Button>
        </div>
      ) : (
        trialOffered && (
          <div className="exam-purchase__trial">
            <p>Try a free practice session before you buy: one exam, no card needed.</p>
            <Button variant="secondary" onClick={() => void dispatch(openCheckoutModal('trial'))}>
              Start free trial
            </Button>
          </div>
        )
      )}

      {!owned && (
        <>
          <div className="exam-purchase__toolbar">
            <h3 className="exam-purchase__subtitle">Prices</h3>
            <CurrencySelect disabled={productStatus !== 'ready'} />
          </div>
          {productStatus === 'ready' && variants.length > 0 && (
            <ul className="price-cards">
              {variants.map((variant) => (
                <PriceCard key={variant.id} variant={variant} onBuy={buy} />
              ))}
            </ul>
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
              <Button variant="secondary" onClick={() => void dispatch(loadProduct(exam.slug))}>
                Try again
              </Button>
            </div>
          )}
        </>
      )}
      <CheckoutModals />
    </section>
  );
}
