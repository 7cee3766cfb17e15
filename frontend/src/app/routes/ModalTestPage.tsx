import { useEffect, useId, useState } from 'react';
import type { CheckoutModal } from '@medprep/shared';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { loadProduct, openCheckoutModal } from '../../features/checkout/checkout-flow';
import { selectProductError, selectProductStatus } from '../../features/checkout/checkout-selectors';
import { CheckoutModals } from '../../features/checkout/components/CheckoutModals';
import { useExams } from '../catalogue/catalogue-api';
import { useAppDispatch, useAppSelector } from '../hooks';
import '../../features/checkout/checkout.css';

const MODALS: { kind: CheckoutModal; label: string }[] = [
  { kind: 'product', label: 'Open product modal' },
  { kind: 'dashboard', label: 'Open dashboard modal' },
  { kind: 'extension', label: 'Open extension modal' },
  { kind: 'trial', label: 'Open trial modal' },
];

/** Opens each of the four checkout modals for a chosen exam. */
export function ModalTestPage() {
  const dispatch = useAppDispatch();
  const selectId = useId();
  const { status, exams } = useExams();
  const productStatus = useAppSelector(selectProductStatus);
  const productError = useAppSelector(selectProductError);
  const [slug, setSlug] = useState('');
  const examSlug = slug || exams[0]?.slug || '';

  useEffect(() => {
    if (examSlug) void dispatch(loadProduct(examSlug));
  }, [dispatch, examSlug]);

  return (
    <div className="container page">
      <title>Modal test — MedPrep</title>
      <h1 className="page__title">Modal test</h1>
      <p className="page__lead">A page for exercising the checkout and dialog modals.</p>
      {status !== 'ready' ? (
        <Spinner label="Loading exams…" />
      ) : (
        <div className="modal-test">
          <div className="field field--inline">
            <label htmlFor={selectId} className="field__label">
              Exam
            </label>
            <select id={selectId} className="field__input" value={examSlug} onChange={(event) => setSlug(event.target.value)}>
              {exams.map((exam) => (
                <option key={exam.slug} value={exam.slug}>
                  {exam.title}
                </option>
              ))}
            </select>
          </div>
          <div className="modal-test__buttons">
            {MODALS.map(({ kind, label }) => (
              <Button key={kind} variant="secondary" disabled={productStatus !== 'ready'} onClick={() => void dispatch(openCheckoutModal(kind))}>
                {label}
              </Button>
            ))}
          </div>
          {productStatus === 'failed' && (
            <p className="notice notice--error" role="alert">
              {productError}
            </p>
          )}
        </div>
      )}
      <CheckoutModals />
    </div>
  );
}
