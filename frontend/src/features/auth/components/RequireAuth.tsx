import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { Spinner } from '../../../components/ui/Spinner';
import { selectAuthStatus, useMeQuery } from '../../../app/session/session-api';
import { selectSignedOutBy } from '../../../app/session/sessionSlice';
import { loginPathFor } from '../return-to';

/**
 * Guards the dashboard and session areas. Until the first session check has answered it
 * shows a loading state, so a signed-in user never sees the login page flash by; a visitor is sent
 * to /login?returnTo=<this page>. After the user logs out here, they land on the home page.
 */
export function RequireAuth() {
  // Normally start-up has already asked; this shares that request.
  useMeQuery();
  const status = useAppSelector(selectAuthStatus);
  const signedOutBy = useAppSelector(selectSignedOutBy);
  const location = useLocation();

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
