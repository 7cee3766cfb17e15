import { Outlet, ScrollRestoration } from 'react-router-dom';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { SkipLink } from './SkipLink';

export function PublicLayout() {
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
