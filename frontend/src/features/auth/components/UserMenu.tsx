import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { signOut } from '../api';
import { selectAuthStatus, selectDisplayName, selectInitials } from '../userSlice';

/**
 * The header's account corner: 'Log in' for a visitor; for a user, the initials avatar and display
 * name opening a small menu with Dashboard and Log out. Nothing while the first check is pending,
 * so neither state flashes by.
 */
export function UserMenu() {
  const status = useAppSelector(selectAuthStatus);
  if (status === 'unknown') return <span className="user-menu__placeholder" aria-hidden="true" />;
  if (status === 'signedOut') {
    return (
      <NavLink to="/login" end className="btn btn--primary btn--small">
        Log in
      </NavLink>
    );
  }
  return <AccountMenu />;
}

function AccountMenu() {
  const dispatch = useAppDispatch();
  const name = useAppSelector(selectDisplayName);
  const initials = useAppSelector(selectInitials);
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const logOut = async () => {
    setLeaving(true);
    await dispatch(signOut());
  };

  return (
    <div className="user-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="user-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="avatar" aria-hidden="true">
          {initials}
        </span>
        <span className="user-menu__name">{name}</span>
        <span className="visually-hidden">: account menu</span>
      </button>
      <div id={menuId} className="user-menu__panel" hidden={!open}>
        <ul className="user-menu__list">
          <li>
            <Link to="/dashboard" className="user-menu__item" onClick={() => setOpen(false)}>
              Dashboard
            </Link>
          </li>
          <li>
            <button type="button" className="user-menu__item" onClick={logOut} disabled={leaving}>
              {leaving ? 'Logging out…' : 'Log out'}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
