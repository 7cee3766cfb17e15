import { Link, Outlet, ScrollRestoration } from 'react-router-dom';
import { useAppSelector } from '../hooks';
import { useDocumentTheme } from '../../features/theme/hooks/useDocumentTheme';
import { selectThemePreference } from '../../features/theme/themeSlice';
import { AppHeaderTools } from './AppHeaderTools';
import { SkipLink } from './SkipLink';

/**
 * Dashboard area (SPEC §2: protected by RequireAuth in the route map). Profile tabs, onboarding
 * modal, footer toggle and mobile flyout come with the dashboard issue.
 */
export function DashboardLayout() {
  useDocumentTheme(useAppSelector(selectThemePreference));
  return (
    <div className="layout layout--dashboard">
      <SkipLink />
      <header className="site-header site-header--app">
        <div className="container site-header__inner">
          <Link to="/" className="brand" aria-label="MedPrep home">
            <span className="brand__mark" aria-hidden="true">
              +
            </span>
            MedPrep
          </Link>
          <span className="site-header__area">Dashboard</span>
          <AppHeaderTools />
        </div>
      </header>
      <main id="main" className="layout__main container" tabIndex={-1}>
        <Outlet />
      </main>
      <ScrollRestoration />
    </div>
  );
}
