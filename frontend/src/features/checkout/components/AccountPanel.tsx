import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { LoginForm } from '../../auth/components/LoginForm';
import { RegisterForm } from '../../auth/components/RegisterForm';
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
  return (
    <section className="checkout-panel" aria-labelledby={headingId}>
      <h3 id={headingId} className="checkout-panel__title">
        {mode === 'register' ? 'Create your account' : 'Log in'}
      </h3>
      <p className="checkout-panel__lead">{lead}</p>
      {mode === 'register' ? (
        <RegisterForm
          labelledBy={headingId}
          onSignedIn={(user) => dispatch(accountRegistered(user.id))}
          onSwitchToLogin={() => setMode('login')}
        />
      ) : (
        <LoginForm labelledBy={headingId} onSignedIn={() => undefined} onSwitchToRegister={() => setMode('register')} />
      )}
    </section>
  );
}
