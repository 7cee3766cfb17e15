import { useEffect, useId, useState } from 'react';
import { NOTE_MAX_LENGTH, NOTE_TOO_LONG_MESSAGE } from '@medprep/shared';
import { useNoteQuery, useSaveNoteMutation } from '../api';
import '../notes.css';

export interface NoteEditorProps {
  questionId: string;
  /** Read the note at once (the player: the button says whether one exists), or only when opened (a long review). */
  eager?: boolean;
}

/**
 * A private note on the question: a 'Note' button opens it (marked when a note exists); saved on
 * the server per user and question, listed at /dashboard/notes. Emptying it deletes it.
 */
export function NoteEditor({ questionId, eager = true }: NoteEditorProps) {
  const [open, setOpen] = useState(false);
  const { data } = useNoteQuery(questionId, { skip: !eager && !open });
  const saved = data?.note?.text ?? '';
  const [draft, setDraft] = useState<string | null>(null);
  const [save, { isLoading: saving, error, isSuccess, reset }] = useSaveNoteMutation();
  const panelId = useId();
  const fieldId = useId();
  const errorId = useId();

  // Each question has its own note: a draft does not follow the player to the next one.
  useEffect(() => {
    setDraft(null);
    reset();
  }, [questionId, reset]);

  const text = draft ?? saved;
  const tooLong = text.trim().length > NOTE_MAX_LENGTH;
  const changed = text.trim() !== saved;
  const message = tooLong ? NOTE_TOO_LONG_MESSAGE : (error?.message ?? null);

  const submit = async () => {
    if (tooLong || !changed) return;
    const result = await save({ questionId, text });
    if (result.data) setDraft(null);
  };

  return (
    <div className="quiz-note">
      <button type="button" className={saved ? 'quiz-tool is-on' : 'quiz-tool'} aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen((o) => !o)}>
        <span aria-hidden="true">✎</span> {data === undefined ? 'Note' : saved ? 'Your note' : 'Add a note'}
      </button>
      {open && (
        <div id={panelId} className="quiz-note__panel">
          <label htmlFor={fieldId} className="quiz-note__label">
            Your private note on this question
          </label>
          <textarea
            id={fieldId}
            className="quiz-note__field"
            rows={4}
            value={text}
            aria-invalid={tooLong || undefined}
            aria-describedby={message ? errorId : undefined}
            onChange={(event) => {
              setDraft(event.target.value);
              reset();
            }}
          />
          <div className="quiz-note__bar">
            <span className="quiz-note__count" aria-hidden="true">
              {text.trim().length} / {NOTE_MAX_LENGTH}
            </span>
            <button type="button" className="btn btn--secondary btn--small" disabled={saving || tooLong || !changed} onClick={() => void submit()}>
              {saving ? 'Saving…' : 'Save note'}
            </button>
          </div>
          {message && (
            <p id={errorId} className="field__error" role="alert">
              {message}
            </p>
          )}
          <p className="visually-hidden" role="status">
            {isSuccess && !changed ? 'Note saved.' : ''}
          </p>
          {isSuccess && !changed && (
            <p className="quiz-note__saved" aria-hidden="true">
              Note saved.
            </p>
          )}
        </div>
      )}
    </div>
  );
}
