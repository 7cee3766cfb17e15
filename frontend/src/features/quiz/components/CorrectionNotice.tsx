import { correctionNoticeText } from '@medprep/shared';
import type { ReviewQuestion } from '../quiz-types';

/** Above a reviewed question's explanation: the item was corrected after this answer was given. */
export function CorrectionNotice({ correction }: { correction: NonNullable<ReviewQuestion['correction']> }) {
  return (
    <aside className="notice notice--correction" aria-label="Correction">
      <p>
        <strong>{correctionNoticeText(new Date(correction.correctedAt), correction.changeNote)}</strong>
      </p>
      <p>You answered an earlier version of this question; what follows is the corrected one.</p>
    </aside>
  );
}
