import { useAppSelector } from '../hooks';
import { selectMe } from '../session/session-api';
import { CheckoutModals } from '../../features/checkout/components/CheckoutModals';
import { DashboardOverview } from '../../features/dashboard/components/DashboardOverview';
import { sessionStarters } from './session-starters';

/** /dashboard: the overview of the user's exams. */
export function DashboardPage() {
  const firstName = useAppSelector(selectMe)?.firstName?.trim();
  return (
    <div className="container page dashboard-page">
      <title>Dashboard — MedPrep</title>
      <h1 className="page__title">Dashboard</h1>
      <p className="page__lead">{firstName ? `Welcome back, ${firstName}.` : 'Welcome back.'} Your exams, your progress and what to practise next.</p>
      <DashboardOverview sessions={sessionStarters} />
      <CheckoutModals />
    </div>
  );
}
