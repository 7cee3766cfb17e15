import { useAppSelector } from '../hooks';
import { SignedInOutlet } from '../../features/auth/components/RequireAuth';
import { useDocumentTheme } from '../../features/theme/hooks/useDocumentTheme';
import { selectThemePreference } from '../theme/themeSlice';
import { AppFooter } from './AppFooter';
import { AppHeaderTools } from './AppHeaderTools';
import { Brand } from './Brand';
import { DashboardNav, UserCard } from './DashboardNav';
import { MobileFlyout } from './MobileFlyout';
import { ScrollRestoration } from './ScrollRestoration';
import { SkipLink } from './SkipLink';
import './app-shell.css';

export interface AppShellProps {
  area: 'dashboard' | 'session' | 'admin';
}

const AREA_LABELS: Record<AppShellProps['area'], string> = { dashboard: 'Dashboard', session: 'Session', admin: 'Editor console' };

/**
 * The frame of the signed-in areas (dashboard and session, both behind the login): the
 * header with the theme toggle and the account menu, the footer with its toggle and the user's
 * theme. The dashboard adds its side navigation (a flyout menu on small screens); a session keeps the
 * whole width for the questions, and so does the editor console.
 */
export function AppShell({ area }: AppShellProps) {
  useDocumentTheme(useAppSelector(selectThemePreference));
  const dashboard = area === 'dashboard';
  return (
    <div className={`layout app-shell app-shell--${area}`}>
      <SkipLink />
      <header className="site-header site-header--app app-header">
        <div className="app-header__inner">
          {dashboard && <MobileFlyout />}
          {dashboard ? <Brand /> : <Brand to="/dashboard" label="Back to the MedPrep dashboard" />}
          <span className="site-header__area app-header__area">{AREA_LABELS[area]}</span>
          <AppHeaderTools />
        </div>
      </header>
      <div className="app-shell__body">
        {dashboard && (
          <aside className="app-sidebar" aria-label="Your account">
            <UserCard />
            <DashboardNav label="Dashboard" />
          </aside>
        )}
        <main id="main" className={dashboard ? 'layout__main app-shell__main' : 'layout__main app-shell__main container'} tabIndex={-1}>
          <SignedInOutlet />
        </main>
      </div>
      <AppFooter />
      <ScrollRestoration />
    </div>
  );
}
