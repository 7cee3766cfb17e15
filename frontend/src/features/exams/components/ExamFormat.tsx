import { useId } from 'react';
import { examFormat } from '@medprep/shared';
import './exam-format.css';

export const PUBLISHED_FORMAT_NOTE = 'Format as published by the college.';
export const DEFAULT_FORMAT_NOTE = 'The college has not published a format we could confirm: our mock exams use this default.';

/** The format of the real paper, for the exam page. */
export function ExamFormat({ slug }: { slug: string }) {
  const headingId = useId();
  const format = examFormat(slug);
  return (
    <section className="exam-format" aria-labelledby={headingId}>
      <h2 id={headingId} className="section__title">
        The real paper
      </h2>
      <p>{format.description}</p>
      <p className="exam-format__note">{format.isDefault ? DEFAULT_FORMAT_NOTE : PUBLISHED_FORMAT_NOTE}</p>
    </section>
  );
}
