import { AppShell } from './AppShell';

/** Dashboard area (SPEC §2: protected by RequireAuth in the route map). */
export function DashboardLayout() {
  return <AppShell area="dashboard" />;
}
