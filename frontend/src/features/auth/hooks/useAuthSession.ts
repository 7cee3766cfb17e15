import { useEffect } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { registerLogoutRoutine } from '../../../lib/logout-routine';
import { refreshMe } from '../../../app/session/session-api';
import { signOut } from '../api';
import { startAuthRefresh } from '../auth-refresh';

/**
 * Starts the app's session handling: registers the logout routine that the HTTP and tRPC clients
 * run on a 401, and the background refresh of the session. Mounted once, in App.
 */
export function useAuthSession() {
  const dispatch = useAppDispatch();

  useEffect(() => registerLogoutRoutine(() => dispatch(signOut('session'))), [dispatch]);

  useEffect(() => startAuthRefresh({ refresh: () => dispatch(refreshMe()) }), [dispatch]);
}
