import type { QuestionProgress } from '../quizSlice';

/**
 * Where a timed or mock answer stands: saved (and open to change until the paper ends), being
 * saved, or changed and not yet saved.
 */
export function AnswerSaveState({ progress }: { progress: QuestionProgress }) {
  if (progress.phase === 'submitting') return <p className="notice quiz-saved">Saving…</p>;
  if (progress.phase !== 'answered' || !progress.chosen) return null;
  if (progress.selected !== null && progress.selected !== progress.chosen) {
    return (
      <p className="notice quiz-saved quiz-saved--pending">
        Not saved yet: your saved answer is {progress.chosen}. Save the change to {progress.selected}, or it stays {progress.chosen}.
      </p>
    );
  }
  return (
    <p className="notice quiz-saved">
      <strong>Saved: {progress.chosen}</strong>. You can change it until the paper ends; your last saved answer counts.
    </p>
  );
}
