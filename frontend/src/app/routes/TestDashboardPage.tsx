import { ExamCard } from '../../features/dashboard/components/ExamCard';
import { PeerComparison } from '../../features/dashboard/components/PeerComparison';
import { ProgressMeter } from '../../features/dashboard/components/ProgressMeter';
import { sessionStarters } from './session-starters';
import { SAMPLE_EXAMS } from './test-dashboard-samples';
import '../../features/dashboard/dashboard.css';

/** Public layout, title 'Dashboard Integration Tests'; the dashboard's components with sample data. */
export function TestDashboardPage() {
  return (
    <div className="container page">
      <title>Dashboard Integration Tests</title>
      <p className="page__eyebrow">Internal</p>
      <h1 className="page__title">Dashboard Integration Tests</h1>
      <p className="page__lead">The dashboard&rsquo;s components rendered with sample data, in the public layout. Nothing here is saved.</p>

      <section className="sample-panel" aria-labelledby="sample-cards">
        <h2 id="sample-cards" className="sample-panel__label">
          Exam cards: subscriber, free trial, figures unavailable
        </h2>
        <ul className="exam-cards">
          {SAMPLE_EXAMS.map((sample) => (
            <ExamCard key={sample.exam.examId} exam={sample.exam} examDate={sample.examDate} degraded={sample.degraded} sessions={sessionStarters} />
          ))}
        </ul>
      </section>

      <div className="sample-grid">
        <section className="sample-panel" aria-labelledby="sample-meters">
          <h2 id="sample-meters" className="sample-panel__label">
            Progress meters
          </h2>
          <ProgressMeter label="Progress" value={0} caption="0 of 200 questions answered" />
          <ProgressMeter label="Progress" value={42} caption="84 of 200 questions answered" />
          <ProgressMeter label="Progress" value={100} caption="200 of 200 questions answered" />
        </section>
        <section className="sample-panel" aria-labelledby="sample-peers">
          <h2 id="sample-peers" className="sample-panel__label">
            Peer comparison
          </h2>
          <PeerComparison examTitle="MRCP Part 1" yours={72.6} attempts={84} peers={64.1} />
          <PeerComparison examTitle="MSRA" yours={0} attempts={0} peers={61} />
        </section>
      </div>
    </div>
  );
}
