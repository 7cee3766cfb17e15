import { ankiExportPath } from '../../learning-api';

/** Download links for the Anki deck of the exam's missed or flagged items (GET /api/export/anki). */
export function AnkiExport({ exam, examTitle }: { exam: string; examTitle: string }) {
  return (
    <section className="learning-card" aria-label={`Export to Anki: ${examTitle}`}>
      <h3 className="learning-card__title">Export to Anki</h3>
      <p>A deck to study in Anki: the question, the answer, the explanation and its images.</p>
      <p className="learning-card__actions">
        <a className="btn btn--secondary btn--small" href={ankiExportPath(exam, 'missed')} download={`medprep-${exam}.apkg`}>
          Missed items
        </a>{' '}
        <a className="btn btn--secondary btn--small" href={ankiExportPath(exam, 'flagged')} download={`medprep-${exam}.apkg`}>
          Flagged items
        </a>
      </p>
    </section>
  );
}
