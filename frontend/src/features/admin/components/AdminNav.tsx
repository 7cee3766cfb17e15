import { NavLink } from 'react-router-dom';

const LINKS = [
  { to: '/admin', label: 'Items', end: true },
  { to: '/admin/reports', label: 'Reports', end: false },
  { to: '/admin/import', label: 'Import', end: false },
  { to: '/admin/media', label: 'Media', end: false },
];

/** The console's sections. */
export function AdminNav() {
  return (
    <nav className="admin-nav" aria-label="Editor console">
      <ul className="admin-nav__list">
        {LINKS.map(({ to, label, end }) => (
          <li key={to}>
            <NavLink to={to} end={end} className="admin-nav__link">
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
