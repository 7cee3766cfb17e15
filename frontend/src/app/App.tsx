import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { RouterInstance } from './router';
import type { AppStore } from './store';

export interface AppProps {
  store: AppStore;
  router: RouterInstance;
}

export function App({ store, router }: AppProps) {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
