import { Outlet, useRoutes } from 'react-router-dom';
import { useAppSelector } from '../hooks';
import { lazyRoute } from '../lazy-route';
import { selectMe } from '../session/session-api';
import { NotFoundPage } from '../errors/NotFoundPage';
import { AdminNav } from '../../features/admin/components/AdminNav';

const ItemsPage = lazyRoute(() => import('../../features/admin/pages/ItemsPage'), 'ItemsPage');
const ItemPage = lazyRoute(() => import('./AdminItemPage'), 'AdminItemPage');
const ReportsPage = lazyRoute(() => import('../../features/admin/pages/ReportsPage'), 'ReportsPage');
const ImportPage = lazyRoute(() => import('../../features/admin/pages/ImportPage'), 'ImportPage');
const MediaPage = lazyRoute(() => import('../../features/admin/pages/MediaPage'), 'MediaPage');

const EDITOR_ROLES: ReadonlySet<string> = new Set(['editor', 'admin']);

/**
 * The console's route map, kept out of the app's (whose table is in the first load): its pages,
 * each in its own chunk, for editors and admins; anyone else gets the not-found page (the console
 * is not advertised to them, and the server refuses its requests whatever the page shows).
 */
export function AdminRoutes() {
  const role = useAppSelector(selectMe)?.role.value;
  const page = useRoutes([
    {
      element: (
        <>
          <AdminNav />
          <Outlet />
        </>
      ),
      children: [
        { index: true, element: <ItemsPage /> },
        { path: 'items/:id', element: <ItemPage /> },
        { path: 'reports', element: <ReportsPage /> },
        { path: 'import', element: <ImportPage /> },
        { path: 'media', element: <MediaPage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
  if (!role || !EDITOR_ROLES.has(role)) return <NotFoundPage />;
  return page;
}
