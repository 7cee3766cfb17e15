import { useEffect, useId } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { checkoutFlow, type CheckoutModal, type CheckoutPanel } from '@medprep/shared';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Modal } from '../../../components/ui/Modal';
import { selectIsLoggedIn } from '../../../app/session/session-api';
import { useProductQuery } from '../api';
import { selectProductExam } from '../checkout-selectors';
import { loggedIn, modalClosed, selectCheckoutExamKey, selectCheckoutFlow } from '../checkoutSlice';
import { AccountPanel } from './AccountPanel';
import { OptionsPanel } from './OptionsPanel';
import { PaymentPanel } from './PaymentPanel';
import { SuccessPanel } from './SuccessPanel';
import { TrialPanel } from './TrialPanel';
import '../checkout.css';

const PANEL_NAMES: Record<CheckoutPanel, string> = {
  options: 'Options',
  account: 'Account',
  payment: 'Payment',
  success: 'Done',
};

function CheckoutSteps() {
  const flow = useAppSelector(selectCheckoutFlow);
  const steps = checkoutFlow(flow.checkoutType, flow.loggedIn);
  const current = flow.panel ?? steps[0];
  const shown = steps.includes(current) ? steps : [current, ...steps];
  return (
    <ol className="checkout-steps" aria-label="Checkout steps">
      {shown.map((panel, index) => (
        <li
          key={panel}
          className={['checkout-steps__item', flow.panels[panel].completed ? 'checkout-steps__item--done' : null]
            .filter(Boolean)
            .join(' ')}
          aria-current={panel === current ? 'step' : undefined}
        >
          <span className="visually-hidden">{`Step ${index + 1} of ${shown.length}: `}</span>
          {PANEL_NAMES[panel]}
        </li>
      ))}
    </ol>
  );
}

const MODAL_TITLES: Record<CheckoutModal, (exam: string) => string> = {
  product: (exam) => `Buy access to ${exam}`,
  dashboard: (exam) => `Buy access to ${exam}`,
  extension: (exam) => `Extend access to ${exam}`,
  trial: (exam) => `Free trial of ${exam}`,
};

/**
 * The checkout modals (product, dashboard, extension, trial): the one the checkout state names is
 * open, titled with what it does for the product's exam.
 */
export function CheckoutModals() {
  const dispatch = useAppDispatch();
  const headingId = useId();
  const flow = useAppSelector(selectCheckoutFlow);
  const exam = useAppSelector(selectProductExam);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const { modal, panel } = flow;
  // The checkout's exam stays in the cache while its modals can open.
  useProductQuery(useAppSelector(selectCheckoutExamKey) ?? skipToken);

  // Signing in inside the modal (or elsewhere) moves the checkout past its account panel.
  useEffect(() => {
    if (modal !== null && isLoggedIn && !flow.loggedIn) dispatch(loggedIn());
  }, [dispatch, modal, isLoggedIn, flow.loggedIn]);

  const title = modal ? MODAL_TITLES[modal](exam?.title ?? 'MedPrep') : '';

  return (
    <Modal
      open={modal !== null}
      onClose={() => dispatch(modalClosed())}
      title={title}
      className={modal ? `modal--checkout modal--${modal}` : undefined}
    >
      {modal === 'trial' ? (
        <TrialPanel headingId={headingId} />
      ) : (
        <>
          <CheckoutSteps />
          {panel === 'options' && <OptionsPanel headingId={headingId} />}
          {panel === 'account' && <AccountPanel headingId={headingId} />}
          {panel === 'payment' && <PaymentPanel headingId={headingId} />}
          {panel === 'success' && <SuccessPanel headingId={headingId} />}
        </>
      )}
    </Modal>
  );
}
