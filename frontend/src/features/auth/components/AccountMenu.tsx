import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { useDisclosure } from '../../../components/ui/useDisclosure';
import { signOutApi } from '../api';
import { selectDisplayName, selectInitials, selectMe } from '../../../app/session/session-api';

/** A signed-in user's corner of the header: initials and name, opening Dashboard, the editor console (editors and admins) and Log out. */
export function AccountMenu() {
  const [signOut] = signOutApi.useSignOutMutation();
  const name = useAppSelector(selectDisplayName);
  const initials = useAppSelector(selectInitials);
  const role = useAppSelector(selectMe)?.role.value;
  const { open, toggle, close, root, button } = useDisclosure<HTMLDivElement, HTMLButtonElement>();
  const [leaving, setLeaving] = useState(false);
  const menuId = useId();

  const logOut = async () => {
    setLeaving(true);
    await signOut();
  };

  return (
    <div className="user-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="user-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={toggle}
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
            <Link to="/dashboard" className="user-menu__item" onClick={close}>
              Dashboard
            </Link>
          </li>
          {(role === 'editor' || role === 'admin') && (
            <li>
              <Link to="/admin" className="user-menu__item" onClick={close}>
                Editor console
              </Link>
            </li>
          )}
          <li>
            <button type="button" className="user-menu__item" onClick={() => void logOut()} disabled={leaving}>
              {leaving ? 'Logging out…' : 'Log out'}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
