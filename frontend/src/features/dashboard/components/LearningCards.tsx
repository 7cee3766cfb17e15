import { useId, useState } from 'react';
import type { ExamOverview, SessionStarters } from '../dashboard-types';
import { BlueprintCard } from './BlueprintCard';
import { ReadinessCard } from './ReadinessCard';
import '../learning.css';

/** The blueprint and readiness cards for one of the user's exams (a picker when there are several). */
export function LearningCards({ exams, sessions }: { exams: ExamOverview[]; sessions: SessionStarters }) {
  const titleId = useId();
  const pickerId = useId();
  const practisable = exams.filter((e) => !(e.access === 'trial' && e.trialComplete));
  const [slug, setSlug] = useState<string | null>(null);
  const exam = practisable.find((e) => e.examSlug === slug) ?? practisable[0];
  if (!exam) return null;

  return (
    <section className="learning" aria-labelledby={titleId}>
      <div className="learning__head">
        <h2 id={titleId} className="section__title">
          What to study next: {exam.examTitle}
        </h2>
        {practisable.length > 1 && (
          <label htmlFor={pickerId} className="learning__picker">
            Exam{' '}
            <select id={pickerId} value={exam.examSlug} onChange={(e) => setSlug(e.target.value)}>
              {practisable.map((e) => (
                <option key={e.examSlug} value={e.examSlug}>
                  {e.examTitle}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <div className="learning__cards">
        <BlueprintCard exam={exam} sessions={sessions} />
        <ReadinessCard exam={exam} />
      </div>
    </section>
  );
}
