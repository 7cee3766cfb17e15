import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { withChunkReloadGuard } from '../../../lib/chunk-reload';
import { selectAuthStatus } from '../../../app/session/session-api';

// Visitors never need it: it loads once a user is signed in.
const AccountMenu = lazy(withChunkReloadGuard(() => import('./AccountMenu').then((module) => ({ default: module.AccountMenu }))));

const placeholder = <span className="user-menu__placeholder" aria-hidden="true" />;

/**
 * The header's account corner: 'Log in' for a visitor; for a user, the initials avatar and display
 * name opening a small menu with Dashboard and Log out. Nothing while the first check is pending,
 * so neither state flashes by.
 */
export function UserMenu() {
  const status = useAppSelector(selectAuthStatus);
  if (status === 'unknown') return placeholder;
  if (status === 'signedOut') {
    return (
      <NavLink to="/login" end className="btn btn--primary btn--small">
        Log in
      </NavLink>
    );
  }
  return (
    <Suspense fallback={placeholder}>
      <AccountMenu />
    </Suspense>
  );
}

/** The mobile menu's 'Create an account', for a visitor only. */
export function SignUpLink({ onNavigate }: { onNavigate: () => void }) {
  const signedOut = useAppSelector(selectAuthStatus) === 'signedOut';
  if (!signedOut) return null;
  return (
    <li>
      <NavLink to="/new-auth" onClick={onNavigate}>
        Create an account
      </NavLink>
    </li>
  );
}
