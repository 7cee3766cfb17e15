import { AppShell } from './AppShell';

/** Dashboard area (protected by RequireAuth in the route map). */
export function DashboardLayout() {
  return <AppShell area="dashboard" />;
}
