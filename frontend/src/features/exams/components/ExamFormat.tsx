import { useId } from 'react';
import { examPapersText } from '../../../lib/exam-papers-text';
import './exam-format.css';

export const PUBLISHED_FORMAT_NOTE = 'Format as published by the college.';
export const DEFAULT_FORMAT_NOTE = 'The college has not published a format we could confirm: our mock exams use this default.';

/** The real exam's papers (their types, questions and times), for the exam page; our mocks follow them. */
export function ExamFormat({ slug }: { slug: string }) {
  const headingId = useId();
  const format = examPapersText(slug);
  return (
    <section className="exam-format" aria-labelledby={headingId}>
      <h2 id={headingId} className="section__title">
        {format.papers.length > 1 ? 'The real papers' : 'The real paper'}
      </h2>
      <ul className="exam-format__papers">
        {format.papers.map((paper) => (
          <li key={paper}>{paper}</li>
        ))}
      </ul>
      <p className="exam-format__note">{format.isDefault ? DEFAULT_FORMAT_NOTE : PUBLISHED_FORMAT_NOTE}</p>
    </section>
  );
}
