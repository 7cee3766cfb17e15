import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { withChunkReloadGuard } from '../../../lib/chunk-reload';
import { selectAuthStatus } from '../../../app/session/userSlice';

// Visitors never need it: it loads once a user is signed in.
const AccountMenu = lazy(withChunkReloadGuard(() => import('./AccountMenu').then((module) => ({ default: module.AccountMenu }))));

/**
 * The header's account corner: 'Log in' for a visitor; for a user, the initials avatar and display
 * name opening a small menu with Dashboard and Log out. Nothing while the first check is pending,
 * so neither state flashes by.
 */
export function UserMenu() {
  const status = useAppSelector(selectAuthStatus);
  const placeholder = <span className="user-menu__placeholder" aria-hidden="true" />;
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
