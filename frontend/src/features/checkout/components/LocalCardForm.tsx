import { useEffect, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { caretAfterDigits, digitsBefore, formatCardExpiry, formatCardNumber, type CardField, type CardInput } from '@medprep/shared';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { FormAlert } from '../../../components/ui/FormAlert';
import { TextField } from '../../../components/ui/TextField';
import { confirmLocalCard } from '../checkout-flow';
import { selectPaymentStatus } from '../checkout-selectors';
import { selectCardError, selectPaymentError } from '../checkoutSlice';

export const TEST_CARD_HINT = 'Test card: 4242 4242 4242 4242, any future date, any CVC.';

const FORMATS: Record<CardField, (typed: string) => string> = {
  number: formatCardNumber,
  expiry: formatCardExpiry,
  cvc: (typed) => typed.replace(/\D/g, '').slice(0, 4),
};

/** The local test gateway's card form; the card is checked inline, then confirmed by the server. */
export function LocalCardForm({ amountLabel }: { amountLabel: string }) {
  const dispatch = useAppDispatch();
  const cardError = useAppSelector(selectCardError);
  const paymentError = useAppSelector(selectPaymentError);
  const status = useAppSelector(selectPaymentStatus);
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', cvc: '' });
  const formRef = useRef<HTMLFormElement>(null);
  // Where the caret goes once a reformatted value is rendered: after the same digit as when typed.
  const pendingCaret = useRef<{ input: HTMLInputElement; digits: number } | null>(null);
  const confirming = status === 'confirming';

  useLayoutEffect(() => {
    const pending = pendingCaret.current;
    pendingCaret.current = null;
    if (!pending || document.activeElement !== pending.input) return;
    const caret = caretAfterDigits(pending.input.value, pending.digits);
    pending.input.setSelectionRange(caret, caret);
  }, [card]);

  useEffect(() => {
    if (cardError?.field) formRef.current?.querySelector<HTMLInputElement>(`[name="card-${cardError.field}"]`)?.focus();
  }, [cardError]);

  const errorFor = (field: CardField) => (cardError?.field === field ? cardError.message : undefined);
  const set = (field: CardField) => (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    pendingCaret.current = { input, digits: digitsBefore(input.value, input.selectionStart ?? input.value.length) };
    setCard({ ...card, [field]: FORMATS[field](input.value) });
  };

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
        placeholder="1234 1234 1234 1234"
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
