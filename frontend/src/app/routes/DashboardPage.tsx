import { lazy, Suspense, useState } from 'react';
import { useAppSelector } from '../hooks';
import { selectMe } from '../session/session-api';
import { DashboardOverview } from '../../features/dashboard/components/DashboardOverview';
import { greeting } from '../../features/dashboard/dashboard-text';
import { sessionStarters } from './session-starters';
import { useIdle } from '../../lib/use-idle';

// Open only on a purchase: the checkout's code (15 KB gzip) loads once the page is idle or the user acts.
const CheckoutModals = lazy(() => import('../../features/checkout/components/CheckoutModals').then((module) => ({ default: module.CheckoutModals })));

/** /dashboard: the overview of the user's exams. */
export function DashboardPage() {
  const me = useAppSelector(selectMe);
  // Decided once per visit: addressing the onboarding during the first visit does not turn 'Welcome' into 'Welcome back'.
  const [returning] = useState(() => me?.state?.onboardingModalAddressed === true);
  const idle = useIdle();
  return (
    <div className="container page dashboard-page">
      <title>Dashboard — MedPrep</title>
      {/* The heading and lead are those of the server's first frame (backend signed-in-pages.ts): the page takes their place without a change. */}
      <p className="page__eyebrow">{greeting(me?.firstName, returning)}</p>
      <h1 className="page__title">Dashboard</h1>
      <p className="page__lead">Your exams, your progress and what to practise next.</p>
      <DashboardOverview sessions={sessionStarters} />
      {idle && (
        <Suspense fallback={null}>
          <CheckoutModals />
        </Suspense>
      )}
    </div>
  );
}
