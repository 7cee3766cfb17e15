import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { CardField, CardInput } from '@medprep/shared';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { FormAlert } from '../../../components/ui/FormAlert';
import { TextField } from '../../../components/ui/TextField';
import { confirmLocalCard } from '../checkout-flow';
import { selectPaymentStatus } from '../checkout-selectors';
import { selectCardError, selectPaymentError } from '../checkoutSlice';

export const TEST_CARD_HINT = 'Test card: 4242 4242 4242 4242, any future date, any CVC.';

/** The local test gateway's card form; the card is checked inline, then confirmed by the server. */
export function LocalCardForm({ amountLabel }: { amountLabel: string }) {
  const dispatch = useAppDispatch();
  const cardError = useAppSelector(selectCardError);
  const paymentError = useAppSelector(selectPaymentError);
  const status = useAppSelector(selectPaymentStatus);
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', cvc: '' });
  const formRef = useRef<HTMLFormElement>(null);
  const confirming = status === 'confirming';

  useEffect(() => {
    if (cardError?.field) formRef.current?.querySelector<HTMLInputElement>(`[name="card-${cardError.field}"]`)?.focus();
  }, [cardError]);

  const errorFor = (field: CardField) => (cardError?.field === field ? cardError.message : undefined);
  const set = (field: CardField) => (event: React.ChangeEvent<HTMLInputElement>) => setCard({ ...card, [field]: event.target.value });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirming) void dispatch(confirmLocalCard(card));
  };

  return (
    <form ref={formRef} className="card-form" onSubmit={onSubmit} noValidate aria-label="Card details">
      <p className="notice card-form__hint">{TEST_CARD_HINT}</p>
      <FormAlert message={(cardError && !cardError.field ? cardError.message : null) ?? paymentError} />
      <TextField
        label="Card number"
        name="card-number"
        inputMode="numeric"
        autoComplete="cc-number"
        required
        value={card.number}
        onChange={set('number')}
        error={errorFor('number')}
      />
      <div className="auth-form__row">
        <TextField
          label="Expiry date (MM/YY)"
          name="card-expiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          required
          value={card.expiry}
          onChange={set('expiry')}
          error={errorFor('expiry')}
        />
        <TextField
          label="Security code (CVC)"
          name="card-cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          required
          value={card.cvc}
          onChange={set('cvc')}
          error={errorFor('cvc')}
        />
      </div>
      <button type="submit" className="btn btn--primary btn--block" disabled={confirming}>
        {confirming ? 'Paying…' : `Pay ${amountLabel}`}
      </button>
    </form>
  );
}
