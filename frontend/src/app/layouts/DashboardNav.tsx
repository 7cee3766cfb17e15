import { Link, useLocation } from 'react-router-dom';
import { useAppSelector } from '../hooks';
import { selectDisplayName, selectInitials, selectMe } from '../session/session-api';

type IconName = 'overview' | 'profile' | 'subscriptions' | 'dates' | 'practise' | 'history' | 'orders' | 'notes';

const ICONS: Record<IconName, string> = {
  overview: 'M3 3h6v8H3zM11 3h6v5h-6zM11 10h6v7h-6zM3 13h6v4H3z',
  profile: 'M10 10a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zm-6.5 7c0-3.3 2.9-5.5 6.5-5.5s6.5 2.2 6.5 5.5z',
  subscriptions: 'M2.5 5h15v10h-15zM2.5 8h15M5 12h4',
  dates: 'M3 5h14v12H3zM3 8.5h14M7 3v4M13 3v4',
  practise: 'M4 3h12v14H4zM7 7h6M7 10h6M7 13h3',
  history: 'M10 3a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM10 6v4l3 2',
  orders: 'M5 3h10v14l-2-1.5-1.5 1.5-1.5-1.5-1.5 1.5L7 15.5 5 17zM8 7h4M8 10h4',
  notes: 'M4 3h9l3 3v11H4zM7 8h6M7 11h6M7 14h4',
};

function Icon({ name }: { name: IconName }) {
  return (
    <svg className="app-nav__icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={ICONS[name]} />
    </svg>
  );
}

const LINKS: { to: string; label: string; icon: IconName }[] = [
  { to: '/dashboard', label: 'Overview', icon: 'overview' },
  { to: '/dashboard/profile', label: 'Profile', icon: 'profile' },
  { to: '/dashboard/profile/subscriptions', label: 'Subscriptions', icon: 'subscriptions' },
  { to: '/dashboard/profile/exam-dates', label: 'Exam dates', icon: 'dates' },
  { to: '/dashboard/practise', label: 'Practise', icon: 'practise' },
  { to: '/dashboard/history', label: 'History', icon: 'history' },
  { to: '/dashboard/orders', label: 'Orders', icon: 'orders' },
  { to: '/dashboard/notes', label: 'Notes', icon: 'notes' },
];

const OWN_NAV = new Set(['/dashboard/profile/subscriptions', '/dashboard/profile/exam-dates']);

/** The signed-in user: initials avatar, display name and e-mail (rules in @medprep/shared). */
export function UserCard() {
  const name = useAppSelector(selectDisplayName);
  const initials = useAppSelector(selectInitials);
  const email = useAppSelector(selectMe)?.email;
  return (
    <div className="user-card">
      <span className="avatar avatar--large" aria-hidden="true">
        {initials}
      </span>
      <span className="user-card__text">
        <span className="user-card__name">{name}</span>
        {email && email !== name && <span className="user-card__email">{email}</span>}
      </span>
    </div>
  );
}

/**
 * The dashboard's sections. Profile stays current on its own tabs (account, settings); the
 * subscriptions and exam-dates tabs have their own entries.
 */
export function DashboardNav({ label, onNavigate }: { label: string; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '');
  return (
    <nav className="app-nav" aria-label={label}>
      <ul className="app-nav__list">
        {LINKS.map((link) => {
          const current =
            link.to === '/dashboard/profile' ? path.startsWith('/dashboard/profile') && !OWN_NAV.has(path) : link.to === '/dashboard/orders' ? path.startsWith(link.to) : path === link.to;
          return (
            <li key={link.to}>
              <Link
                to={link.to}
                onClick={onNavigate}
                className={current ? 'app-nav__link app-nav__link--current' : 'app-nav__link'}
                aria-current={current ? 'page' : undefined}
              >
                <Icon name={link.icon} />
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
