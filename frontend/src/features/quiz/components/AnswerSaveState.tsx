import { hasChangedDraft, type QuestionProgress } from '../quizSlice';
import { describeResponse, responseOf } from '../response-draft';

/**
 * Where a timed or mock answer stands: saved (and open to change until the paper ends), being
 * saved, or changed and not yet saved.
 */
export function AnswerSaveState({ progress, unit = '' }: { progress: QuestionProgress; unit?: string }) {
  if (progress.phase === 'submitting') return <p className="notice quiz-saved">Saving…</p>;
  if (progress.phase !== 'answered' || !progress.saved) return null;
  const saved = describeResponse(progress.saved, unit);
  if (hasChangedDraft(progress)) {
    const changed = responseOf(progress.draft);
    return (
      <p className="notice quiz-saved quiz-saved--pending">
        {changed
          ? `Not saved yet: your saved answer is ${saved}. Save the change to ${describeResponse(changed, unit)}, or it stays ${saved}.`
          : `Not saved yet: finish your change and save it, or your saved answer stays ${saved}.`}
      </p>
    );
  }
  return (
    <p className="notice quiz-saved">
      <strong>Saved: {saved}</strong>. You can change it until the paper ends; your last saved answer counts.
    </p>
  );
}
