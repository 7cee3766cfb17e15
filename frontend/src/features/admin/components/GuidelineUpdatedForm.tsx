import { useId, useState, type FormEvent } from 'react';
import { useMarkGuidelineUpdatedMutation } from '../api';

/** Marks a guideline code updated: every item citing it is flagged for review. */
export function GuidelineUpdatedForm() {
  const id = useId();
  const [code, setCode] = useState('');
  const [note, setNote] = useState('');
  const [mark, { data, error, isLoading, reset }] = useMarkGuidelineUpdatedMutation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void mark({ code: code.trim(), note: note.trim() });
  };
  return (
    <section className="admin-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-panel__title">
        A guideline was updated
      </h2>
      <form className="admin-inline-form" onSubmit={submit} onChange={() => data && reset()}>
        <div className="admin-filters__field">
          <label htmlFor={`${id}-code`}>Guideline code</label>
          <input id={`${id}-code`} value={code} onChange={(e) => setCode(e.target.value)} required maxLength={50} placeholder="NG219" />
        </div>
        <div className="admin-filters__field admin-filters__field--wide">
          <label htmlFor={`${id}-note`}>What changed</label>
          <input id={`${id}-note`} value={note} onChange={(e) => setNote(e.target.value)} required maxLength={500} />
        </div>
        <button type="submit" className="btn btn--secondary" disabled={isLoading}>
          Flag items citing it
        </button>
      </form>
      <div aria-live="polite">
        {data && (
          <p className="notice notice--success">
            {data.flagged} {data.flagged === 1 ? 'item' : 'items'} flagged for review.
          </p>
        )}
        {error && <p className="notice notice--error">{error.message}</p>}
      </div>
    </section>
  );
}
