import { Link, Outlet } from 'react-router-dom';
import { useAppSelector } from '../hooks';
import { useDocumentTheme } from '../../features/theme/hooks/useDocumentTheme';
import { selectThemePreference } from '../../features/theme/themeSlice';
import { AppHeaderTools } from './AppHeaderTools';
import { SkipLink } from './SkipLink';

/** Question-session area (SPEC §2: protected); a minimal frame so the quiz has the whole screen. */
export function SessionLayout() {
  useDocumentTheme(useAppSelector(selectThemePreference));
  return (
    <div className="layout layout--session">
      <SkipLink />
      <header className="site-header site-header--app">
        <div className="container site-header__inner">
          <Link to="/dashboard" className="brand" aria-label="Back to the MedPrep dashboard">
            <span className="brand__mark" aria-hidden="true">
              +
            </span>
            MedPrep
          </Link>
          <span className="site-header__area">Session</span>
          <AppHeaderTools />
        </div>
      </header>
      <main id="main" className="layout__main container" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
