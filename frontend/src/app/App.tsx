import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { useAuthSession } from '../features/auth/hooks/useAuthSession';
import type { RouterInstance } from './router';
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

export function App({ store, router }: AppProps) {
  return (
    <Provider store={store}>
      <AuthSession />
      <RouterProvider router={router} />
    </Provider>
  );
}
