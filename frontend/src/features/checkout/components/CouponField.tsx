import { useId, useState, type FormEvent } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/ui/Button';
import { useCouponQuery } from '../api';
import { applyCoupon } from '../checkout-flow';
import { selectAppliedCouponArgs, selectCoupon } from '../checkout-selectors';
import { couponRemoved, selectCouponError } from '../checkoutSlice';

/** The coupon code with Apply, or the applied coupon with Remove; a rejected code shows why. */
export function CouponField() {
  const dispatch = useAppDispatch();
  const id = useId();
  const coupon = useAppSelector(selectCoupon);
  const error = useAppSelector(selectCouponError);
  const [pending, setPending] = useState(false);
  const [code, setCode] = useState('');
  // The applied coupon's terms stay in the cache while the field shows it.
  useCouponQuery(useAppSelector(selectAppliedCouponArgs) ?? skipToken);

  const onApply = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    await dispatch(applyCoupon(code));
    setPending(false);
  };

  if (coupon) {
    return (
      <div className="coupon-field coupon-field--applied" role="status">
        <p>
          Coupon <strong>{coupon.code}</strong> applied{coupon.description ? `: ${coupon.description}` : ''}.
        </p>
        <Button
          variant="secondary"
          className="btn--small"
          onClick={() => {
            setCode('');
            dispatch(couponRemoved());
          }}
        >
          Remove coupon
        </Button>
      </div>
    );
  }

  const errorId = `${id}-error`;
  return (
    <form className="coupon-field" onSubmit={(event) => void onApply(event)} noValidate>
      <div className={['field', error ? 'field--invalid' : null].filter(Boolean).join(' ')}>
        <label htmlFor={id} className="field__label">
          Coupon code
        </label>
        <div className="coupon-field__row">
          <input
            id={id}
            className="field__input"
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setCode(event.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={pending}>
            {pending ? 'Checking…' : 'Apply'}
          </Button>
        </div>
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      </div>
    </form>
  );
}
