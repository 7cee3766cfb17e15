import type { ItemStatus } from '@medprep/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Modal } from '../../../components/ui/Modal';
import { useMoveVersionMutation } from '../api';
import { statusLabel } from '../admin-format';
import { movesFrom, type LifecycleMove } from '../lifecycle-moves';

export interface LifecycleActionsProps {
  questionId: string;
  itemKey: string;
  version: number;
  status: ItemStatus;
}

/** The moves a version may make from its status (only those), with an optional note; Publish and Retire are confirmed first. */
export function LifecycleActions({ questionId, itemKey, version, status }: LifecycleActionsProps) {
  const id = useId();
  const moves = movesFrom(status);
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState<LifecycleMove | null>(null);
  const [move, { isLoading, error, reset }] = useMoveVersionMutation();
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  // The button pressed may be gone once the version has moved: focus goes to what happened.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  if (moves.length === 0) return null;

  const make = async (next: LifecycleMove) => {
    setConfirming(null);
    reset();
    const trimmed = note.trim();
    const result = await move({ id: questionId, version, to: next.to, ...(trimmed ? { note: trimmed } : {}) });
    if ('data' in result) {
      setNote('');
      setDone(`Version ${version} is now ${statusLabel(next.to).toLowerCase()}.`);
    }
  };

  return (
    <div className="admin-lifecycle" role="group" aria-label={`Move version ${version}`}>
      <div className="admin-filters__field admin-filters__field--wide">
        <label htmlFor={`${id}-note`}>Note for the move (optional)</label>
        <input id={`${id}-note`} value={note} onChange={(event) => setNote(event.target.value)} maxLength={500} />
      </div>
      <div className="admin-lifecycle__buttons">
        {moves.map((next) => (
          <button
            key={next.to}
            type="button"
            className={next.to === 'retired' || next.to === 'draft' ? 'btn btn--secondary btn--small' : 'btn btn--primary btn--small'}
            disabled={isLoading}
            onClick={() => (next.confirm ? setConfirming(next) : void make(next))}
          >
            {next.label}
          </button>
        ))}
      </div>
      <div aria-live="polite">
        {done && !error && (
          <p ref={doneRef} tabIndex={-1} className="admin-panel__note">
            {done}
          </p>
        )}
        {error && (
          <p className="notice notice--error" role="alert">
            {error.message}
          </p>
        )}
      </div>
      <Modal open={confirming !== null} onClose={() => setConfirming(null)} title={confirming ? `${confirming.label} version ${version} of ${itemKey}?` : ''}>
        {confirming?.to === 'live' ? (
          <p>Candidates starting a session from now on receive this version; the version live now is retired. Sessions under way keep theirs.</p>
        ) : (
          <p>A retired version cannot return. If it is the live one, the item leaves new sessions until another version is published.</p>
        )}
        <div className="admin-lifecycle__buttons">
          <button type="button" className="btn btn--primary" onClick={() => confirming && void make(confirming)}>
            {confirming?.label}
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => setConfirming(null)}>
            Cancel
          </button>
        </div>
      </Modal>
    </div>
  );
}
