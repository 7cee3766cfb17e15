import { OnboardingModal } from '../../features/dashboard/components/OnboardingModal';
import { AppShell } from './AppShell';

/**
 * Dashboard area (protected by RequireAuth in the route map), with the onboarding modal of a first
 * visit: here, not in the shared frame, so that a session's page does not load its forms.
 */
export function DashboardLayout() {
  return (
    <>
      <AppShell area="dashboard" />
      <OnboardingModal />
    </>
  );
}
