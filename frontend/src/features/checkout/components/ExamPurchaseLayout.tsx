import { useId, type ReactNode } from 'react';
import { formatLongDate } from '@medprep/shared';
import { Button } from '../../../components/ui/Button';
import '../checkout.css';

export interface ExamPurchaseLayoutProps {
  /** The user owns the exam: until `endsAt` (a subscription from `me`), or with no date known. */
  access: { endsAt: string | null } | null;
  trialOffered: boolean;
  onExtend: () => void;
  onStartTrial: () => void;
  /** The currency picker, in the prices' toolbar. */
  currencySelect: ReactNode;
  /** Under the toolbar: the price cards, or what stands in for them. */
  prices: ReactNode;
  /** After everything else (the checkout modals). */
  children?: ReactNode;
}

/**
 * The buying part of an exam page as it is laid out: the user's access (or a free trial), then the
 * prices. Shared by the panel and its stand-in while the panel's code loads, so the two take the
 * same space.
 */
export function ExamPurchaseLayout({ access, trialOffered, onExtend, onStartTrial, currencySelect, prices, children }: ExamPurchaseLayoutProps) {
  const headingId = useId();
  return (
    <section className="exam-purchase" aria-labelledby={headingId}>
      <h2 id={headingId} className="section__title">
        {access ? 'Your access' : 'Get access'}
      </h2>
      {access ? (
        <div className="notice notice--success exam-purchase__access">
          <p>
            {access.endsAt ? `You have access until ${formatLongDate(new Date(access.endsAt))}.` : 'You have access to this exam.'}
          </p>
          <Button variant="secondary" onClick={onExtend}>
            Extend
          </Button>
        </div>
      ) : (
        trialOffered && (
          <div className="exam-purchase__trial">
            <p>Try a free practice session before you buy: one exam, no card needed.</p>
            <Button variant="secondary" onClick={onStartTrial}>
              Start free trial
            </Button>
          </div>
        )
      )}

      {!access && (
        <>
          <div className="exam-purchase__toolbar">
            <h3 className="exam-purchase__subtitle">Prices</h3>
            {currencySelect}
          </div>
          {prices}
        </>
      )}
      {children}
    </section>
  );
}
