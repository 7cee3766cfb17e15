import { createContext, type ComponentType } from 'react';

/**
 * The sign-up and login forms the checkout's account panel embeds. They belong to the auth
 * feature; app/ provides them (features do not import each other).
 */
export interface AccountForms {
  Register: ComponentType<{ labelledBy: string; onSignedIn: (user: { id: string }) => void; onSwitchToLogin: () => void }>;
  Login: ComponentType<{ labelledBy: string; onSignedIn: () => void; onSwitchToRegister: () => void }>;
}

export const AccountFormsContext = createContext<AccountForms | null>(null);
