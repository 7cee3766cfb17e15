import type { ReactNode } from 'react';
import { OUTCOME_ICONS } from './outcome-text';

export type RowTone = 'correct' | 'partial' | 'incorrect' | 'neutral';

export interface OutcomeRowProps {
  /** The key shown in the badge (an option letter, a statement number). */
  badge: string;
  /** What the badge stands for, read before the text ("Option A", "Statement 2"). */
  badgeLabel: string;
  children: ReactNode;
  tone: RowTone;
  /** The words that say how this part went; colour and the icon only repeat them. */
  verdict: string | null;
  explanation?: string | null;
}

const ICONS: Record<RowTone, string | null> = { correct: OUTCOME_ICONS.correct, partial: OUTCOME_ICONS.partial, incorrect: OUTCOME_ICONS.incorrect, neutral: null };

/** One part of an item once marked: its text, how it went in words and an icon, and its explanation. */
export function OutcomeRow({ badge, badgeLabel, children, tone, verdict, explanation }: OutcomeRowProps) {
  const icon = ICONS[tone];
  return (
    <li className={`quiz-outcome quiz-outcome--${tone}`}>
      <div className="quiz-outcome__head">
        <span className="quiz-option__letter" aria-hidden="true">
          {badge}
        </span>
        <span className="quiz-outcome__text">
          <span className="visually-hidden">{badgeLabel}:</span> {children}
        </span>
        {verdict && (
          <span className="quiz-outcome__verdict">
            {icon && <span aria-hidden="true">{icon}</span>} {verdict}
          </span>
        )}
      </div>
      {explanation && <p className="quiz-outcome__explanation">{explanation}</p>}
    </li>
  );
}
