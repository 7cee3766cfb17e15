import { selectIsLoggedIn } from '../session/session-api';
import type { AppStore } from '../store';

/**
 * Opens the live channel while a user is signed in and closes it when they sign out. Its code loads
 * with the first sign-in, never for a visitor.
 */
export function watchLive(store: AppStore): () => void {
  let stop: (() => void) | null = null;
  let wanted = false;
  const update = () => {
    const signedIn = selectIsLoggedIn(store.getState());
    if (signedIn === wanted) return;
    wanted = signedIn;
    if (!signedIn) {
      stop?.();
      stop = null;
      return;
    }
    void import('./live-session').then(({ startLiveSession }) => {
      if (wanted && !stop) stop = startLiveSession(store);
    });
  };
  update();
  const unsubscribe = store.subscribe(update);
  return () => {
    unsubscribe();
    wanted = false;
    stop?.();
    stop = null;
  };
}
