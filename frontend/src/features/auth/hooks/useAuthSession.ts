import { useEffect } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { registerLogoutRoutine } from '../../../lib/logout-routine';
import { startAuthRefresh } from '../auth-refresh';

// The data layer (RTK Query and the endpoints) loads after the first paint: both effects reach it
// through a dynamic import, so this hook, mounted by App, keeps it out of the entry chunk.
const loadSignOut = () => import('../api');
const loadSession = () => import('../../../app/session/session-api');

/**
 * Starts the app's session handling: registers the logout routine that the HTTP and tRPC clients
 * run on a 401, and the background refresh of the session. Mounted once, in App.
 */
export function useAuthSession() {
  const dispatch = useAppDispatch();

  useEffect(() => registerLogoutRoutine(async () => dispatch((await loadSignOut()).signOut('session'))), [dispatch]);

  useEffect(() => startAuthRefresh({ refresh: async () => dispatch((await loadSession()).refreshMe()) }), [dispatch]);
}
