import { trustLine, type ItemReference } from '@medprep/shared';

export interface TrustLineProps {
  /** When the version served was clinically reviewed (ISO), or null. */
  reviewedAt: string | null;
  references: readonly ItemReference[];
}

/** Under an explanation: when the item was checked and against which guidance ('Reviewed 3 Nov 2026 · NICE NG219 (2022)'). */
export function TrustLine({ reviewedAt, references }: TrustLineProps) {
  const line = trustLine(reviewedAt, references);
  return line ? <p className="quiz-trust">{line}</p> : null;
}
