import { AppShell } from './AppShell';

/** The editor console's frame (behind RequireAuth in the route map): the signed-in shell, full width. */
export function AdminLayout() {
  return <AppShell area="admin" />;
}
