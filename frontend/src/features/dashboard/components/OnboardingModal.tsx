import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { selectMe } from '../../../app/session/session-api';

// A returning user never sees it: its forms, schemas (zod) and dialog load only for a first visit.
const OnboardingDialog = lazy(() => import('./OnboardingDialog').then((module) => ({ default: module.OnboardingDialog })));

/**
 * First visit to the dashboard (me.state.onboardingModalAddressed is false): name, level of
 * training, exams and their dates. Save or Skip (or closing it) marks it addressed, so it does not
 * come back.
 */
export function OnboardingModal() {
  const me = useAppSelector(selectMe);
  if (!me || me.state.onboardingModalAddressed) return null;
  return (
    <Suspense fallback={null}>
      <OnboardingDialog />
    </Suspense>
  );
}

