import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useAppSelector } from '../hooks';
import { preloadWhenIdle } from '../route-warmup';
import { selectFullyReady } from '../startup/startupSlice';
import { useDocumentTheme } from '../../features/theme/hooks/useDocumentTheme';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { ScrollRestoration } from './ScrollRestoration';
import { SkipLink } from './SkipLink';
import './public-site.css';

/** Public pages are always light, whatever the user chose for the dashboard. */
export function PublicLayout() {
  useDocumentTheme('light');
  const fullyReady = useAppSelector(selectFullyReady);
  // Once everything has started, warm the pages a visitor opens next (4 at a time, when idle).
  useEffect(() => (fullyReady ? preloadWhenIdle() : undefined), [fullyReady]);
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
