import { Suspense, use, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { Spinner } from '../../../components/ui/Spinner';
import { AccountFormsContext } from '../account-forms';
import { accountRegistered } from '../checkoutSlice';

export interface AccountPanelProps {
  headingId: string;
  /** What the account is for, under the heading. */
  lead?: string;
}

/**
 * Account panel: create an account (the default) or log in, in place. Once signed in, the modal
 * tells the checkout (the `loggedIn` event) and it moves on to payment.
 */
export function AccountPanel({ headingId, lead = 'Create a free account or log in to continue to payment.' }: AccountPanelProps) {
  const dispatch = useAppDispatch();
  const [mode, setMode] = useState<'register' | 'login'>('register');
  const forms = use(AccountFormsContext);
  if (!forms) throw new Error('AccountPanel needs the account forms (AccountFormsContext) from app/');
  const { Register, Login } = forms;
  return (
    <section className="checkout-panel" aria-labelledby={headingId}>
      <h3 id={headingId} className="checkout-panel__title">
        {mode === 'register' ? 'Create your account' : 'Log in'}
      </h3>
      <p className="checkout-panel__lead">{lead}</p>
      <Suspense fallback={<Spinner label="Loading…" />}>
        {mode === 'register' ? (
          <Register
            labelledBy={headingId}
            onSignedIn={(user) => dispatch(accountRegistered(user.id))}
            onSwitchToLogin={() => setMode('login')}
          />
        ) : (
          <Login labelledBy={headingId} onSignedIn={() => undefined} onSwitchToRegister={() => setMode('register')} />
        )}
      </Suspense>
    </section>
  );
}
