import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { FormAlert } from '../../../components/ui/FormAlert';
import { Spinner } from '../../../components/ui/Spinner';
import { checkOrderPayable, pollOrderStatus } from '../checkout-flow';

export const STRIPE_JS_URL = 'https://js.stripe.com/v3';
export const STRIPE_LOAD_FAILED =
  'We could not load the secure card form from Stripe. Check your connection (or any content blocker) and try again.';

/** The few parts of Stripe.js used here. */
interface StripeElement {
  mount(target: HTMLElement): void;
  destroy(): void;
}
interface StripeElements {
  create(type: 'payment'): StripeElement;
}
interface StripeInstance {
  elements(options: { clientSecret: string }): StripeElements;
  confirmPayment(options: { elements: StripeElements; redirect: 'if_required' }): Promise<{ error?: { message?: string } }>;
}
type StripeFactory = (publishableKey: string) => StripeInstance;

declare global {
  interface Window {
    Stripe?: StripeFactory;
  }
}

let stripeJs: Promise<StripeFactory> | null = null;

/** Injects Stripe.js once; a failure is not cached, so "Try again" loads it afresh. */
function loadStripeJs(): Promise<StripeFactory> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  stripeJs ??= new Promise<StripeFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.onload = () => (window.Stripe ? resolve(window.Stripe) : reject(new Error(STRIPE_LOAD_FAILED)));
    script.onerror = () => {
      script.remove();
      reject(new Error(STRIPE_LOAD_FAILED));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    stripeJs = null;
    throw error;
  });
  return stripeJs;
}

export interface StripePaymentElementProps {
  publishableKey: string;
  clientSecret: string;
  orderId: string;
  amountLabel: string;
}

/**
 * Stripe's Payment Element (loaded from Stripe's servers on demand). After Stripe confirms the
 * card, access is granted by the server from Stripe's webhook: the order is polled until settled.
 */
export function StripePaymentElement({ publishableKey, clientSecret, orderId, amountLabel }: StripePaymentElementProps) {
  const dispatch = useAppDispatch();
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: StripeInstance; elements: StripeElements } | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed' | 'submitting'>('loading');
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    let element: StripeElement | null = null;
    loadStripeJs()
      .then((Stripe) => {
        if (cancelled || !mountRef.current) return;
        const stripe = Stripe(publishableKey);
        const elements = stripe.elements({ clientSecret });
        element = elements.create('payment');
        element.mount(mountRef.current);
        stripeRef.current = { stripe, elements };
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      element?.destroy();
    };
  }, [publishableKey, clientSecret, attempt]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const current = stripeRef.current;
    if (!current || state !== 'ready') return;
    setState('submitting');
    setError(null);
    // The order must still hold its price (not expired, price and coupon unchanged) before Stripe takes the card.
    if (!(await dispatch(checkOrderPayable(orderId)).unwrap())) {
      setState('ready');
      return;
    }
    const result = await current.stripe.confirmPayment({ elements: current.elements, redirect: 'if_required' });
    if (result.error) {
      setError(result.error.message ?? 'Your card could not be charged. Try another card.');
      setState('ready');
      return;
    }
    await dispatch(pollOrderStatus({ orderId }));
  };

  if (state === 'failed') {
    return (
      <div className="notice notice--error" role="alert">
        <p>{STRIPE_LOAD_FAILED}</p>
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => {
            setState('loading');
            setAttempt((n) => n + 1);
          }}
        >
          Try again
        </button>
      </div>
    );
  }

  return (
    <form className="card-form" onSubmit={(event) => void onSubmit(event)} aria-label="Card details" aria-busy={state !== 'ready'}>
      {state === 'loading' && <Spinner label="Loading the secure card form…" />}
      <FormAlert message={error} />
      <div ref={mountRef} className="stripe-element" />
      <button type="submit" className="btn btn--primary btn--block" disabled={state !== 'ready'}>
        {state === 'submitting' ? 'Paying…' : `Pay ${amountLabel}`}
      </button>
    </form>
  );
}
