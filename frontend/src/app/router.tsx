import { createElement, Suspense, useEffect, useState } from 'react';
import { matchRoutes, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { RouteErrorBoundary } from './errors/RouteErrorBoundary';
import { NotFoundPage } from './errors/NotFoundPage';
import { RouteFallback } from './RouteFallback';
import { PublicLayout } from './layouts/PublicLayout';
import { useAppStore } from './hooks';
import { lazyRoute, type LazyRoute } from './lazy-route';
import type { AppStore } from './store';
import { firstPagePrerendered } from './startup/payload';

const HomePage = lazyRoute(() => import('./routes/HomePage'), 'HomePage');
const ExamsPage = lazyRoute(() => import('./routes/ExamsPage'), 'ExamsPage');
const ExamPage = lazyRoute(() => import('./routes/ExamPage'), 'ExamPage');
const FaqsPage = lazyRoute(() => import('./routes/FaqsPage'), 'FaqsPage');
const ContactPage = lazyRoute(() => import('./routes/ContactPage'), 'ContactPage');
const LoginPage = lazyRoute(() => import('./routes/LoginPage'), 'LoginPage');
const LoginResetPage = lazyRoute(() => import('./routes/LoginResetPage'), 'LoginResetPage');
const NewAuthPage = lazyRoute(() => import('./routes/NewAuthPage'), 'NewAuthPage');
const ModalTestPage = lazyRoute(() => import('./routes/ModalTestPage'), 'ModalTestPage');
const TestDashboardPage = lazyRoute(() => import('./routes/TestDashboardPage'), 'TestDashboardPage');
/** An exam page's first render needs the catalogue: its title, or its 404. */
const examsSettled = (store: AppStore) => import('./catalogue/catalogue-api').then((api) => api.examsSettled(store));

const RequireAuth = lazyRoute(() => import('../features/auth/components/RequireAuth'), 'RequireAuth');
const DashboardLayout = lazyRoute(() => import('./layouts/DashboardLayout'), 'DashboardLayout');
const DashboardPage = lazyRoute(() => import('./routes/DashboardPage'), 'DashboardPage');
const PractisePage = lazyRoute(() => import('./routes/PractisePage'), 'PractisePage');
const ProfilePage = lazyRoute(() => import('./routes/ProfilePage'), 'ProfilePage');
const HistoryPage = lazyRoute(() => import('./routes/HistoryPage'), 'HistoryPage');
const OrdersPage = lazyRoute(() => import('./routes/OrdersPage'), 'OrdersPage');
const ReceiptPage = lazyRoute(() => import('./routes/ReceiptPage'), 'ReceiptPage');
const NotesPage = lazyRoute(() => import('./routes/NotesPage'), 'NotesPage');
const SessionLayout = lazyRoute(() => import('./layouts/SessionLayout'), 'SessionLayout');
const SessionPage = lazyRoute(() => import('./routes/SessionPage'), 'SessionPage');
const SessionPlayerPage = lazyRoute(() => import('./routes/SessionPlayerPage'), 'SessionPlayerPage');
const SessionReviewPage = lazyRoute(() => import('./routes/SessionReviewPage'), 'SessionReviewPage');
// The editor console: its frame, and its own route map (admin/routes.tsx) in its own chunks.
const AdminLayout = lazyRoute(() => import('./layouts/AdminLayout'), 'AdminLayout');
const AdminRoutes = lazyRoute(() => import('./admin/AdminRoutes'), 'AdminRoutes');

interface LazyHandle {
  page: LazyRoute;
  /** What a first page must have before it shows, besides its code (so it does not jump once it arrives). */
  data?: (store: AppStore) => Promise<unknown>;
}

/** A route's lazy component; the handle lets its code (and data) load before it renders. */
const lazily = (page: LazyRoute, data?: LazyHandle['data']) => ({
  element: createElement(page),
  handle: { page, data } satisfies LazyHandle,
});

/** Under each layout: a page's error or 404 renders inside the layout, which stays usable. */
function PageBoundary() {
  return (
    <RouteErrorBoundary>
      <Outlet />
    </RouteErrorBoundary>
  );
}

/**
 * The route map. Four environments, each under its own layout: public, dashboard, session (s)
 * and the editor console (admin). Navigations are transitions (BrowserRouter), so the current page stays on screen
 * while the next page's code loads; the first load shows the route fallback until then.
 */
export const routes: RouteObject[] = [
  {
    // The default layout, in the entry chunk: most visits start on a public page.
    element: <PublicLayout />,
    children: [
      {
        element: <PageBoundary />,
        children: [
          { index: true, ...lazily(HomePage) },
          { path: 'exams', ...lazily(ExamsPage) },
          { path: 'exam/:slug', ...lazily(ExamPage, examsSettled) },
          { path: 'faqs', ...lazily(FaqsPage) },
          { path: 'contact-us', ...lazily(ContactPage) },
          { path: 'login', ...lazily(LoginPage) },
          { path: 'login/reset', ...lazily(LoginResetPage) },
          { path: 'new-auth', ...lazily(NewAuthPage) },
          { path: 'modaltest', ...lazily(ModalTestPage) },
          { path: 'test-dashboard', ...lazily(TestDashboardPage) },
          // No other route matched. The not-found page is already in the entry chunk (the error
          // boundary needs it), so this one is not lazy.
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
  {
    // Dashboard and session need a login; the guard waits for the session check.
    ...lazily(RequireAuth),
    children: [
      {
        path: 'dashboard',
        ...lazily(DashboardLayout),
        children: [
          {
            element: <PageBoundary />,
            children: [
              { index: true, ...lazily(DashboardPage) },
              { path: 'practise', ...lazily(PractisePage) },
              // The profile tabs (default 'profile'): /dashboard/profile/account, /settings…
              { path: 'profile/:tab?', ...lazily(ProfilePage) },
              { path: 'history', ...lazily(HistoryPage) },
              { path: 'orders', ...lazily(OrdersPage) },
              { path: 'orders/:orderId/receipt', ...lazily(ReceiptPage) },
              { path: 'notes', ...lazily(NotesPage) },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
      {
        path: 's',
        ...lazily(SessionLayout),
        children: [
          {
            element: <PageBoundary />,
            children: [
              { index: true, ...lazily(SessionPage) },
              { path: ':sessionId', ...lazily(SessionPlayerPage) },
              { path: ':sessionId/review', ...lazily(SessionReviewPage) },
              { path: '*', ...lazily(SessionPage) },
            ],
          },
        ],
      },
      {
        // Editors and admins only: the console's pages are routed inside AdminRoutes, whose gate
        // shows anyone else the not-found page (the server refuses them anyway).
        path: 'admin',
        ...lazily(AdminLayout),
        children: [
          {
            element: <PageBoundary />,
            children: [
              { index: true, ...lazily(AdminRoutes) },
              { path: '*', ...lazily(AdminRoutes) },
            ],
          },
        ],
      },
    ],
  },
];

let lastMatch: { pathname: string; handles: LazyHandle[] } | null = null;

/**
 * The lazy routes `pathname` matches. Matching flattens the route map and compiles a pattern per
 * route (~10 ms on a throttled phone), and a first load asks five times for the same path: the
 * last answer is kept.
 */
function lazyRoutesFor(pathname: string): LazyHandle[] {
  if (lastMatch?.pathname !== pathname) {
    const handles = (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => (route.handle ? [route.handle as LazyHandle] : []));
    lastMatch = { pathname, handles };
  }
  return lastMatch.handles;
}

const settled = () => undefined;
const settle = (promises: Promise<unknown>[]) => Promise.all(promises).then(settled, settled);

/**
 * Starts loading the code of every lazy route `pathname` matches (the guard, layout and page at
 * once, not one after the other as they render); settles when it has all loaded or failed (a
 * failure shows when the route renders).
 */
export function preloadRoutesFor(pathname: string): Promise<void> {
  // One task per route: a signed-in page's ~50 module preload links, added in one go, were a long task on a phone.
  return settle(lazyRoutesFor(pathname).map(({ page }, i) => (i ? new Promise((resolve) => setTimeout(resolve)).then(page.preload) : page.preload())));
}

/** The first page's code and data: settles when both are there or failed. */
const firstPageSettled = (pathname: string, store: AppStore) =>
  settle([preloadRoutesFor(pathname), ...lazyRoutesFor(pathname).flatMap(({ data }) => (data ? [data(store)] : []))]);

/**
 * The routed part of the app: the page for the current URL, under its layout. The first page waits
 * for its code (and an exam page for the exam list) behind the route fallback, then shows whole;
 * later pages load during the navigation, with the current page still on screen.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const store = useAppStore();
  const [firstPageReady, setFirstPageReady] = useState(() =>
    // A prerendered page's data is in the store already (its payload).
    lazyRoutesFor(pathname).every(({ page, data }) => page.isLoaded() && (!data || firstPagePrerendered())),
  );

  // All of the page's lazy routes load together, not one after another as each renders.
  void preloadRoutesFor(pathname);
  // Only for the first page (no dependencies): later navigations are transitions, which keep the
  // current page on screen until the next one's code is there.
  useEffect(() => {
    if (!firstPageReady) void firstPageSettled(pathname, store).then(() => setFirstPageReady(true));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first page only: its initial pathname and store
  }, []);

  const page = useRoutes(routes);
  if (!firstPageReady) return <RouteFallback />;
  return (
    // The root boundary catches a guard or layout that fails to load.
    <RouteErrorBoundary>
      <Suspense fallback={<RouteFallback />}>{page}</Suspense>
    </RouteErrorBoundary>
  );
}
