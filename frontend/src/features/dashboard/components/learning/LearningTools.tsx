import { useId, useState } from 'react';
import type { ExamOverview, SessionStarters } from '../../dashboard-types';
import { AnkiExport } from './AnkiExport';
import { DueQueueCard } from './DueQueueCard';
import { ProgressCard } from './ProgressCard';
import { QuestionSearch } from './QuestionSearch';
import './learning.css';

/** The review queue, progress over time, search and Anki export for one of the user's exams (a picker when there are several). */
export function LearningTools({ exams, sessions }: { exams: readonly ExamOverview[]; sessions: SessionStarters }) {
  const titleId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const exam = exams.find((e) => e.examSlug === chosen) ?? exams[0];
  if (!exam) return null;
  return (
    <section className="learning-tools" aria-labelledby={titleId}>
      <h2 id={titleId} className="section__title">
        Your learning
      </h2>
      {exams.length > 1 && (
        <label>
          Exam{' '}
          <select value={exam.examSlug} onChange={(e) => setChosen(e.target.value)}>
            {exams.map((e) => (
              <option key={e.examSlug} value={e.examSlug}>
                {e.examTitle}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="learning-tools__cards">
        <DueQueueCard exam={exam} sessions={sessions} />
        <ProgressCard exam={exam.examSlug} />
        <QuestionSearch />
        <AnkiExport exam={exam.examSlug} examTitle={exam.examTitle} />
      </div>
    </section>
  );
}
