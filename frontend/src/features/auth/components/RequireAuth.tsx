import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Spinner } from '../../../components/ui/Spinner';
import { refreshMe } from '../../../app/session/session-api';
import { loginPathFor } from '../return-to';
import { selectAuthStatus, selectSignedOutBy } from '../../../app/session/userSlice';

/**
 * Guards the dashboard and session areas. Until the first session check has answered it
 * shows a loading state, so a signed-in user never sees the login page flash by; a visitor is sent
 * to /login?returnTo=<this page>. After the user logs out here, they land on the home page.
 */
export function RequireAuth() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  const signedOutBy = useAppSelector(selectSignedOutBy);
  const location = useLocation();

  useEffect(() => {
    // Normally App has already started the check; the thunk drops a second one in flight.
    if (status === 'unknown') void dispatch(refreshMe());
  }, [status, dispatch]);

  if (status === 'unknown') {
    return (
      <div className="route-fallback">
        <Spinner label="Checking your session…" />
      </div>
    );
  }
  if (status === 'signedOut') {
    return <Navigate to={signedOutBy === 'user' ? '/' : loginPathFor(location)} replace />;
  }
  return <Outlet />;
}
