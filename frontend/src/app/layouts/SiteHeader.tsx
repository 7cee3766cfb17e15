import { Link, NavLink } from 'react-router-dom';
import { UserMenu } from '../../features/auth/components/UserMenu';

const NAV_LINKS = [
  { to: '/exams', label: 'Exams' },
  { to: '/faqs', label: 'FAQs' },
  { to: '/contact-us', label: 'Contact' },
] as const;

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="brand" aria-label="MedPrep home">
          <span className="brand__mark" aria-hidden="true">
            +
          </span>
          MedPrep
        </Link>
        <nav aria-label="Main" className="site-nav">
          <ul className="site-nav__list">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className="site-nav__link">
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <UserMenu />
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
