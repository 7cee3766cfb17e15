import { Provider } from 'react-redux';
import { useAuthSession } from '../features/auth/hooks/useAuthSession';
import { ToastHost } from '../components/ui/ToastHost';
import { AccountFormsContext } from '../features/checkout/account-forms';
import { accountForms } from './account-forms';
import { AppRoutes } from './router';
import { Startup, StartupGate } from './startup/Startup';
import type { AppStore, RootState } from './store';

export interface AppProps {
  store: AppStore;
  /**
   * The state a prerendered page was rendered from. Every part of the page hydrates against it,
   * however late its code arrives (the header's account corner, after the session check has
   * answered), and shows the live state right after: the markup React finds is always the markup
   * it expects.
   */
  serverState?: RootState;
}

/** Session handling for the whole app: the logout routine and the background refresh. */
function AuthSession() {
  useAuthSession();
  return null;
}

/**
 * Start-up first (theme and environment, then the session check below as its 'user auth'
 * step), then the pages once the core is ready; toasts mount on first use. Rendered inside a
 * router: the browser's in main.tsx, a memory router in tests.
 */
export function App({ store, serverState }: AppProps) {
  return (
    <Provider store={store} serverState={serverState}>
      <AccountFormsContext value={accountForms}>
        <Startup />
        <AuthSession />
        <StartupGate>
          <AppRoutes />
        </StartupGate>
        <ToastHost />
      </AccountFormsContext>
    </Provider>
  );
}
