import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToToastRequests, toastsRequested } from '../../lib/toast';

const ToastContainerWithDefaults = lazy(() => import('./ToastContainerWithDefaults'));

/** Mounts the toast container (and loads react-toastify) only once something has asked for a toast. */
export function ToastHost() {
  const needed = useSyncExternalStore(subscribeToToastRequests, toastsRequested, () => false);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainerWithDefaults />
    </Suspense>
  );
}
