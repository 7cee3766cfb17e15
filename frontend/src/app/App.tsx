import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { useAuthSession } from '../features/auth/hooks/useAuthSession';
import { ToastHost } from '../components/ui/ToastHost';
import type { RouterInstance } from './router';
import { Startup, StartupGate } from './startup/Startup';
import type { AppStore } from './store';

export interface AppProps {
  store: AppStore;
  router: RouterInstance;
}

/** Session handling for the whole app: the logout routine and the background refresh. */
function AuthSession() {
  useAuthSession();
  return null;
}

/**
 * Start-up first (its steps follow SPEC §4's order; the session check below is its 'user auth'
 * step), then the pages once the core is ready; toasts mount on first use.
 */
export function App({ store, router }: AppProps) {
  return (
    <Provider store={store}>
      <Startup router={router} />
      <AuthSession />
      <StartupGate>
        <RouterProvider router={router} />
      </StartupGate>
      <ToastHost />
    </Provider>
  );
}
