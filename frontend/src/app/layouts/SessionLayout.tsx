import { AppShell } from './AppShell';

/** Question-session area (protected); the same frame as the dashboard, without its side navigation. */
export function SessionLayout() {
  return <AppShell area="session" />;
}
