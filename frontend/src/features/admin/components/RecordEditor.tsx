import type { Item } from '@medprep/shared';
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { AdminRecord, SavedVersion, SaveWarning } from '../admin-types';
import { checkRecordText, formatJson, locateJsonPath, recordText, type RecordIssue } from '../record-json';

export interface RecordEditorProps {
  itemKey: string;
  /** The record the edit starts from (the newest version's). */
  record: AdminRecord;
  /** The item as the candidate sees it once revealed (the player's own components). */
  Preview: ComponentType<{ item: Item }>;
  onSave: (input: { record: Record<string, unknown>; changeNote?: string; isCorrection: boolean }) => Promise<{ data: SavedVersion } | { error: { message?: string } }>;
}

const NOTE_MIN = 10;

function WarningText({ warning }: { warning: SaveWarning }) {
  if (warning.code === 'NEAR_DUPLICATE' && 'similarTo' in warning) {
    return (
      <>
        Close to <Link to={`/admin/items/${warning.similarTo.id}`}>{warning.similarTo.key}</Link> ({warning.similarTo.exam}), {Math.round(warning.similarity * 100)}%
        similar. Check that the two are not the same question.
      </>
    );
  }
  return <>{('message' in warning && warning.message) || warning.code}</>;
}

/**
 * The record as JSON, checked as you type with the shared record schema (every problem listed by
 * path, each one a link to its place in the text), the item previewed beside it as the player
 * shows it revealed, and a change note. Saving makes a new draft version.
 */
export function RecordEditor({ itemKey, record, Preview, onSave }: RecordEditorProps) {
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(() => recordText(record));
  const [note, setNote] = useState('');
  const [isCorrection, setIsCorrection] = useState(false);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ saved: SavedVersion } | { error: string } | null>(null);
  const [noteError, setNoteError] = useState<string | null>(null);
  const deferred = useDeferredValue(text);
  const check = useMemo(() => checkRecordText(deferred, itemKey), [deferred, itemKey]);
  const [previewed, setPreviewed] = useState<Item | null>(() => {
    const first = checkRecordText(recordText(record), itemKey);
    return first.ok ? first.item : null;
  });
  useEffect(() => {
    if (check.ok) setPreviewed(check.item);
  }, [check]);
  const changed = text !== recordText(record);

  const showIssue = (issue: RecordIssue) => {
    const area = textarea.current;
    if (!area) return;
    const locate = () => {
      try {
        return locateJsonPath(text, issue.segments);
      } catch {
        return null; // the text changed since the check and no longer parses
      }
    };
    const span = issue.offset !== undefined ? { start: issue.offset, end: issue.offset + 1 } : locate();
    area.focus();
    if (span) area.setSelectionRange(span.start, span.end);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!check.ok) return;
    const changeNote = note.trim();
    if ((isCorrection || changeNote) && changeNote.length < NOTE_MIN) {
      setNoteError(`The change note must be at least ${NOTE_MIN} characters${isCorrection ? ': readers of older versions are shown it' : ''}.`);
      return;
    }
    setNoteError(null);
    setSaving(true);
    const result = await onSave({ record: check.record, ...(changeNote ? { changeNote } : {}), isCorrection });
    setSaving(false);
    setOutcome('data' in result && result.data ? { saved: result.data } : { error: ('error' in result && result.error.message) || 'The version could not be saved.' });
  };

  const issuesId = `${id}-issues`;
  const issues = check.ok ? [] : check.issues;
  return (
    <form className="admin-editor" aria-labelledby={`${id}-title`} onSubmit={(event) => void save(event)}>
      <h2 id={`${id}-title`} className="admin-panel__title">
        Edit
      </h2>
      <div className="admin-editor__columns">
        <div className="admin-editor__source">
          <div className="admin-editor__bar">
            <label htmlFor={`${id}-json`} className="admin-editor__label">
              Record (JSON)
            </label>
            <button type="button" className="btn btn--secondary btn--small" onClick={() => setText(formatJson(text))}>
              Format
            </button>
          </div>
          <textarea
            ref={textarea}
            id={`${id}-json`}
            className="admin-editor__json"
            value={text}
            onChange={(event) => setText(event.target.value)}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            rows={24}
            aria-invalid={issues.length > 0 || undefined}
            aria-describedby={issuesId}
          />
          <div id={issuesId} className="admin-editor__issues" aria-live="polite">
            {issues.length === 0 ? (
              <p className="admin-editor__ok">
                <span aria-hidden="true">✓ </span>The record is valid.
              </p>
            ) : (
              <>
                <p className="admin-editor__count">
                  {issues.length} {issues.length === 1 ? 'problem' : 'problems'}:
                </p>
                <ul className="admin-editor__issue-list" aria-label="Problems in the record">
                  {issues.map((issue, index) => (
                    <li key={`${issue.path}-${index}`}>
                      <button type="button" className="admin-link-button" onClick={() => showIssue(issue)}>
                        <code>{issue.path || 'record'}</code> {issue.message}
                      </button>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        </div>
        <section className="admin-editor__preview" aria-labelledby={`${id}-preview`}>
          <h3 id={`${id}-preview`} className="admin-editor__label">
            Preview, as the candidate sees it answered
          </h3>
          {!check.ok && previewed && <p className="admin-panel__note">The preview shows the last valid record.</p>}
          <div className="admin-editor__player">{previewed ? <Preview item={previewed} /> : <p>The preview shows once the record is valid.</p>}</div>
        </section>
      </div>
      <div className="admin-editor__save">
        <div className="field">
          <label htmlFor={`${id}-note`} className="field__label">
            Change note
          </label>
          <p id={`${id}-note-hint`} className="field__hint">
            What changed, in a sentence a candidate understands. Shown to readers of older versions when it fixes an error.
          </p>
          <textarea
            id={`${id}-note`}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            rows={2}
            maxLength={500}
            aria-invalid={noteError ? true : undefined}
            aria-describedby={noteError ? `${id}-note-hint ${id}-note-error` : `${id}-note-hint`}
          />
          {noteError && (
            <p id={`${id}-note-error`} className="field__error">
              {noteError}
            </p>
          )}
        </div>
        <div className="admin-check">
          <input id={`${id}-fix`} type="checkbox" checked={isCorrection} onChange={(event) => setIsCorrection(event.target.checked)} />
          <label htmlFor={`${id}-fix`}>This fixes an error</label>
        </div>
        <button type="submit" className="btn btn--primary" disabled={!check.ok || !changed || saving}>
          {saving ? 'Saving…' : 'Save as a new version'}
        </button>
        {!changed && <p className="admin-panel__note">Change the record to save a new version.</p>}
        <div aria-live="polite">
          {outcome && 'saved' in outcome && (
            <div className="notice notice--success" role="status">
              <p>Saved as version {outcome.saved.version} (draft). Send it for review below.</p>
              {outcome.saved.warnings && outcome.saved.warnings.length > 0 && (
                <ul className="admin-warnings" aria-label="Warnings">
                  {outcome.saved.warnings.map((warning, index) => (
                    <li key={index}>
                      <WarningText warning={warning} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
          {outcome && 'error' in outcome && (
            <p className="notice notice--error" role="alert">
              {outcome.error}
            </p>
          )}
        </div>
      </div>
    </form>
  );
}
