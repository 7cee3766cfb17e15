import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { Spinner } from '../../../components/ui/Spinner';
import { selectAuthStatus, useMeQuery } from '../../../app/session/session-api';
import { selectSignedOutBy } from '../../../app/session/sessionSlice';
import { loginPathFor } from '../return-to';

/**
 * Guards the dashboard and session areas. Their frame (header, navigation) renders at once, while
 * the first session check is under way; a visitor is sent to /login?returnTo=<this page> once the
 * check says so (after the user logs out here, to the home page). The pages themselves wait for
 * the check (SignedInOutlet), so a signed-in user never sees the login page flash by.
 */
export function RequireAuth() {
  // Normally start-up has already asked; this shares that request.
  useMeQuery();
  const status = useAppSelector(selectAuthStatus);
  const signedOutBy = useAppSelector(selectSignedOutBy);
  const location = useLocation();

  if (status === 'signedOut') {
    return <Navigate to={signedOutBy === 'user' ? '/' : loginPathFor(location)} replace />;
  }
  return <Outlet />;
}

/** A signed-in area's page, once the session check has answered; a loading state in its place until then. */
export function SignedInOutlet() {
  const status = useAppSelector(selectAuthStatus);
  if (status === 'unknown') {
    return (
      <div className="route-fallback">
        <Spinner label="Loading your account…" />
      </div>
    );
  }
  return <Outlet />;
}
