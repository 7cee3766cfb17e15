import { useId, useRef, useState, type FormEvent } from 'react';
import type { ApiError } from '../../../app/api/api-error';
import { adminPaths } from '../admin-paths';
import type { ImportIssue, ImportReport } from '../admin-types';
import { useUpload } from '../hooks/useUpload';
import '../admin.css';
import { ScrollRegion } from '../components/ScrollRegion';

type Outcome = { report: ImportReport } | { error: ApiError; issues: ImportIssue[] } | null;

const typeOf = (file: File) => (/\.csv$/i.test(file.name) || file.type === 'text/csv' ? 'text/csv' : 'application/json');

const issuesOf = (error: ApiError): ImportIssue[] => {
  const issues = error.details?.issues;
  return Array.isArray(issues) ? (issues as ImportIssue[]) : [];
};

/** /admin/import — a JSON or CSV file of question records, sent with its progress shown; the count written, or every problem by line. */
export function ImportPage() {
  const id = useId();
  const upload = useUpload();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setOutcome(null);
    setProgress(0);
    const result = await upload<ImportReport>(adminPaths.import, { body: file, contentType: typeOf(file), onProgress: setProgress });
    setProgress(null);
    setOutcome(result.ok ? { report: result.data } : { error: result.error, issues: issuesOf(result.error) });
    resultRef.current?.focus();
  };

  return (
    <div className="admin-page">
      <title>Import — Editor console — MedPrep</title>
      <h1 className="page__title">Import items</h1>
      <p className="page__lead">
        A JSON file of records (a list, or <code>{'{ exam, questions }'}</code>) or a CSV of single best answers. Known keys are updated, new keys added; when
        any line has a problem, nothing is written.
      </p>
      <form className="admin-inline-form" onSubmit={(event) => void submit(event)}>
        <div className="admin-filters__field admin-filters__field--wide">
          <label htmlFor={`${id}-file`}>File (JSON or CSV)</label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".json,.csv,application/json,text/csv"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setOutcome(null);
            }}
          />
        </div>
        <button type="submit" className="btn btn--primary" disabled={!file || progress !== null}>
          {progress !== null ? 'Uploading…' : 'Import'}
        </button>
      </form>
      {progress !== null && (
        <p className="admin-upload-progress">
          <label htmlFor={`${id}-progress`}>Uploading {file?.name}</label>{' '}
          <progress id={`${id}-progress`} max={1} value={progress}>
            {Math.round(progress * 100)}%
          </progress>{' '}
          <span aria-hidden="true">{Math.round(progress * 100)}%</span>
        </p>
      )}
      <div ref={resultRef} tabIndex={-1} aria-live="polite" className="admin-import__result">
        {outcome && 'report' in outcome && (
          <div className="notice notice--success">
            <p>
              Imported {outcome.report.imported} {outcome.report.imported === 1 ? 'item' : 'items'}
              {outcome.report.inserted !== undefined && ` (${outcome.report.inserted} new, ${outcome.report.updated ?? 0} updated)`}.
            </p>
            {outcome.report.warnings && outcome.report.warnings.length > 0 && (
              <ul aria-label="Warnings">
                {outcome.report.warnings.map((warning, index) => (
                  <li key={index}>
                    {'similarTo' in warning
                      ? `Near-duplicate of ${warning.similarTo.key} (${Math.round(warning.similarity * 100)}% similar)`
                      : (warning.message ?? warning.code)}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        {outcome && 'error' in outcome && (
          <div className="notice notice--error" role="alert">
            <p>{outcome.issues.length > 0 ? `Nothing was imported: ${outcome.issues.length} ${outcome.issues.length === 1 ? 'problem' : 'problems'} in the file.` : outcome.error.message}</p>
          </div>
        )}
      </div>
      {outcome && 'error' in outcome && outcome.issues.length > 0 && (
        <ScrollRegion className="admin-table__wrap" label="Problems by line">
          <table className="admin-table admin-table--compact">
            <caption>Problems by line</caption>
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">Where</th>
                <th scope="col">Problem</th>
              </tr>
            </thead>
            <tbody>
              {outcome.issues.map((issue, index) => (
                <tr key={index}>
                  <th scope="row">{issue.line}</th>
                  <td>
                    <code>{[issue.item !== undefined ? `question ${issue.item + 1}` : issue.column, issue.path].filter(Boolean).join(' · ') || '—'}</code>
                  </td>
                  <td>{issue.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </div>
  );
}
