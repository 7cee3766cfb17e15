import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Exam, ExamGroup } from '@medprep/shared';

export interface ExamColumnsProps {
  columns: readonly [readonly ExamGroup<Exam>[], readonly ExamGroup<Exam>[]];
}

/** Exams grouped by category in two columns; each exam links to its page. */
export function ExamColumns({ columns }: ExamColumnsProps) {
  return (
    <div className="exam-columns">
      {columns.map((groups, index) => (
        <div key={index} className="exam-columns__column" data-testid="exam-column">
          {groups.map((group) => (
            <ExamGroupSection key={group.label} group={group} />
          ))}
        </div>
      ))}
    </div>
  );
}

function ExamGroupSection({ group }: { group: ExamGroup<Exam> }) {
  const headingId = useId();
  return (
    <section className="exam-group" aria-labelledby={headingId}>
      <h3 id={headingId} className="exam-group__label">
        {group.label}
      </h3>
      <ul className="exam-group__list">
        {group.exams.map((exam) => (
          <li key={exam.id}>
            <Link className="exam-group__link" to={`/exam/${exam.slug}`}>
              {exam.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
