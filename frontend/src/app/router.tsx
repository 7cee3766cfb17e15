import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouteErrorBoundary } from './errors/RouteErrorBoundary';
import { NotFoundPage } from './errors/NotFoundPage';
import { RouteFallback } from './RouteFallback';
import { RequireAuth } from '../features/auth/components/RequireAuth';
import { examsRequested } from '../features/exams/examsSlice';
import { createExamLoader } from './routes/exam-route';
import { withChunkReloadGuard } from '../lib/chunk-reload';
import type { AppStore } from './store';

/**
 * Lazy route component: `lazy(() => import('./x'), 'X')` keeps each page in its own chunk. A chunk
 * that fails to load (a new deployment removed it) reloads the page, at most once per 10 s.
 */
function lazy<M extends Record<K, ComponentType>, K extends keyof M>(load: () => Promise<M>, name: K) {
  const guarded = withChunkReloadGuard(load);
  return async () => ({ Component: (await guarded())[name] });
}

/**
 * The route map (SPEC §2). Three environments, each under its own layout: public, dashboard and
 * session (s). A pathless child under each layout carries the error boundary, so a page's 404 or
 * crash renders inside its layout; the root boundary catches a layout that fails to load.
 */
export function createRoutes(store: AppStore): RouteObject[] {
  // Starts the exam-list request while the page's code is still downloading; does not block.
  const prefetchExams = () => {
    void store.dispatch(examsRequested());
    return null;
  };

  return [
    {
      id: 'root',
      errorElement: <RouteErrorBoundary />,
      HydrateFallback: RouteFallback,
      children: [
        {
          lazy: lazy(() => import('./layouts/PublicLayout'), 'PublicLayout'),
          children: [
            {
              errorElement: <RouteErrorBoundary />,
              children: [
                { index: true, loader: prefetchExams, lazy: lazy(() => import('./routes/HomePage'), 'HomePage') },
                { path: 'exams', loader: prefetchExams, lazy: lazy(() => import('./routes/ExamsPage'), 'ExamsPage') },
                {
                  path: 'exam/:slug',
                  loader: createExamLoader(store),
                  lazy: lazy(() => import('./routes/ExamPage'), 'ExamPage'),
                },
                { path: 'faqs', lazy: lazy(() => import('./routes/FaqsPage'), 'FaqsPage') },
                { path: 'contact-us', lazy: lazy(() => import('./routes/ContactPage'), 'ContactPage') },
                { path: 'login', lazy: lazy(() => import('./routes/LoginPage'), 'LoginPage') },
                { path: 'login/reset', lazy: lazy(() => import('./routes/LoginResetPage'), 'LoginResetPage') },
                { path: 'new-auth', lazy: lazy(() => import('./routes/NewAuthPage'), 'NewAuthPage') },
                { path: 'modaltest', lazy: lazy(() => import('./routes/ModalTestPage'), 'ModalTestPage') },
                {
                  path: 'test-dashboard',
                  lazy: lazy(() => import('./routes/TestDashboardPage'), 'TestDashboardPage'),
                },
                // No other route matched. The not-found page is already in the entry chunk (the
                // error boundary needs it), so this one is not lazy.
                { path: '*', element: <NotFoundPage /> },
              ],
            },
          ],
        },
        {
          // Dashboard and session need a login (SPEC §6); the guard waits for the session check.
          element: <RequireAuth />,
          children: [
            {
              path: 'dashboard',
              lazy: lazy(() => import('./layouts/DashboardLayout'), 'DashboardLayout'),
              children: [
                {
                  errorElement: <RouteErrorBoundary />,
                  children: [
                    { index: true, lazy: lazy(() => import('./routes/DashboardPage'), 'DashboardPage') },
                    { path: 'practise', lazy: lazy(() => import('./routes/PractisePage'), 'PractisePage') },
                    // The profile tabs (default 'profile'): /dashboard/profile/account, /settings…
                    { path: 'profile/:tab?', lazy: lazy(() => import('./routes/ProfilePage'), 'ProfilePage') },
                    { path: '*', element: <NotFoundPage /> },
                  ],
                },
              ],
            },
            {
              path: 's',
              lazy: lazy(() => import('./layouts/SessionLayout'), 'SessionLayout'),
              children: [
                {
                  errorElement: <RouteErrorBoundary />,
                  children: [
                    { index: true, lazy: lazy(() => import('./routes/SessionPage'), 'SessionPage') },
                    { path: ':sessionId', lazy: lazy(() => import('./routes/SessionPlayerPage'), 'SessionPlayerPage') },
                    { path: ':sessionId/review', lazy: lazy(() => import('./routes/SessionReviewPage'), 'SessionReviewPage') },
                    { path: '*', lazy: lazy(() => import('./routes/SessionPage'), 'SessionPage') },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(store: AppStore) {
  return createBrowserRouter(createRoutes(store));
}

export type RouterInstance = ReturnType<typeof createAppRouter>;
