import { Outlet } from 'react-router-dom';
import { useAppSelector } from '../hooks';
import { selectMe } from '../session/session-api';
import { NotFoundPage } from '../errors/NotFoundPage';
import { AdminNav } from '../../features/admin/components/AdminNav';
import { AppShell } from './AppShell';

/** The editor console's frame (behind RequireAuth in the route map): the signed-in shell, full width. */
export function AdminLayout() {
  return <AppShell area="admin" />;
}

const EDITOR_ROLES: ReadonlySet<string> = new Set(['editor', 'admin']);

/**
 * The console's pages for editors and admins; anyone else gets the not-found page (the console is
 * not advertised to them, and the server refuses its requests whatever the page shows).
 */
export function AdminGate() {
  const role = useAppSelector(selectMe)?.role.value;
  if (!role || !EDITOR_ROLES.has(role)) return <NotFoundPage />;
  return (
    <>
      <AdminNav />
      <Outlet />
    </>
  );
}
