import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useDocumentTheme } from '../../features/theme/hooks/useDocumentTheme';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { SkipLink } from './SkipLink';
import './public-site.css';

/** Public pages are always light (SPEC §4), whatever the user chose for the dashboard. */
export function PublicLayout() {
  useDocumentTheme('light');
  return (
    <div className="layout layout--public">
      <SkipLink />
      <SiteHeader />
      <main id="main" className="layout__main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
