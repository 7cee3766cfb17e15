import { PractisePanel } from '../../features/dashboard/components/PractisePanel';
import { sessionStarters } from './session-starters';

/** /dashboard/practise: start a question session. */
export function PractisePage() {
  return (
    <div className="container page dashboard-page">
      <title>Practise — MedPrep</title>
      <h1 className="page__title">Practise</h1>
      <p className="page__lead">Choose how to practise: tutor mode with explanations, timed at the real pace, or a full mock exam.</p>
      <PractisePanel startForm={sessionStarters.startForm} />
    </div>
  );
}
