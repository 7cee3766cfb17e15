import { lazy, Suspense, useId } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { Spinner } from '../../components/ui/Spinner';
import { useDisclosure } from '../../components/ui/useDisclosure';
import { withChunkReloadGuard } from '../../lib/chunk-reload';
import { preloadOnIntent } from '../route-warmup';
import { Brand } from './Brand';
import { useFixedHeader } from './useFixedHeader';

// What the header shows from server data (the user, the exams) loads with the data layer, after
// the first paint; until then each shows its own loading state.
const loadUserMenu = withChunkReloadGuard(() => import('../../features/auth/components/UserMenu'));
const UserMenu = lazy(() => loadUserMenu().then((module) => ({ default: module.UserMenu })));
const SignUpLink = lazy(() => loadUserMenu().then((module) => ({ default: module.SignUpLink })));
const NavExamGroups = lazy(withChunkReloadGuard(() => import('./NavExamGroups').then((module) => ({ default: module.NavExamGroups }))));

const examsLoading = <Spinner label="Loading exams…" />;
const accountLoading = <span className="user-menu__placeholder" aria-hidden="true" />;

const NAV_LINKS = [
  { to: '/faqs', label: 'FAQs' },
  { to: '/contact-us', label: 'Contact' },
] as const;

function Chevron() {
  return (
    <svg className="chevron" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
      <path d="M2.5 4.5L6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Desktop: 'Exams' links to the list; the chevron beside it opens the exams by specialty. */
function ExamsMenu() {
  const panelId = useId();
  const { open, toggle, close, root, button } = useDisclosure<HTMLLIElement, HTMLButtonElement>();
  return (
    <li className="site-nav__item site-nav__item--link site-nav__item--menu" ref={root}>
      <NavLink to="/exams" className="site-nav__link" {...preloadOnIntent('/exams')}>
        Exams
      </NavLink>
      <button
        ref={button}
        type="button"
        className="site-nav__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Exams by specialty"
        onClick={toggle}
      >
        <Chevron />
      </button>
      <div id={panelId} className="mega-menu" hidden={!open}>
        {open && (
          <>
            <Suspense fallback={examsLoading}>
              <NavExamGroups onNavigate={close} />
            </Suspense>
            <p className="mega-menu__footer">
              <Link to="/exams" onClick={close}>
                See all exams
              </Link>
            </p>
          </>
        )}
      </div>
    </li>
  );
}

/** Below 900px: one button opens the whole navigation, exams included. */
function MobileMenu() {
  const panelId = useId();
  const { open, toggle, close, root, button } = useDisclosure<HTMLDivElement, HTMLButtonElement>();
  return (
    <div className="mobile-menu" ref={root}>
      <button ref={button} type="button" className="mobile-menu__button" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        <span className={`burger${open ? ' burger--open' : ''}`} aria-hidden="true">
          <span />
        </span>
        <span className="visually-hidden">Menu</span>
      </button>
      <div id={panelId} className="mobile-menu__panel" hidden={!open}>
        {open && (
          <nav aria-label="Mobile">
            <ul className="mobile-menu__links">
              <li>
                <NavLink to="/" end onClick={close}>
                  Home
                </NavLink>
              </li>
              <li>
                <NavLink to="/exams" onClick={close}>
                  All exams
                </NavLink>
              </li>
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} onClick={close}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
              <Suspense fallback={null}>
                <SignUpLink onNavigate={close} />
              </Suspense>
            </ul>
            <p className="mobile-menu__heading">Exams by specialty</p>
            <Suspense fallback={examsLoading}>
              <NavExamGroups onNavigate={close} />
            </Suspense>
          </nav>
        )}
      </div>
    </div>
  );
}

/**
 * The public header: brand, main navigation with the exams menu, the account corner and, on small
 * screens, the menu button. It becomes fixed while the visitor scrolls down; its slot
 * keeps the height, so nothing below moves.
 */
export function SiteHeader() {
  const fixed = useFixedHeader();
  return (
    <div className="site-header-slot">
      <header className={`site-header site-header--public${fixed ? ' site-header--fixed' : ''}`} data-fixed={fixed}>
        <div className="container site-header__inner">
          <Brand />
          <nav aria-label="Main" className="site-nav">
            <ul className="site-nav__list">
              <ExamsMenu />
              {NAV_LINKS.map((link) => (
                <li key={link.to} className="site-nav__item site-nav__item--link">
                  <NavLink to={link.to} className="site-nav__link" {...preloadOnIntent(link.to)}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
              <li className="site-nav__item site-nav__item--account">
                <Suspense fallback={accountLoading}>
                  <UserMenu />
                </Suspense>
              </li>
            </ul>
          </nav>
          <MobileMenu />
        </div>
      </header>
    </div>
  );
}
