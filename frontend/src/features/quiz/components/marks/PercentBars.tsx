import { percentText } from './outcome-text';

export interface PercentBar {
  id: string;
  label: string;
  /** Words beside the label: "correct answer, your answer". */
  note?: string;
  percent: number;
  /** Drawn in the "right" colour; the note says so in words. */
  right?: boolean;
}

/** Horizontal bars with the percent in text beside each (the bar only repeats it). */
export function PercentBars({ label, bars }: { label: string; bars: readonly PercentBar[] }) {
  return (
    <ul className="quiz-bars" aria-label={label}>
      {bars.map((bar) => (
        <li key={bar.id} className={bar.right ? 'quiz-bars__row quiz-bars__row--correct' : 'quiz-bars__row'}>
          <span className="quiz-bars__label">
            {bar.label}
            {bar.note && <span className="quiz-bars__note"> ({bar.note})</span>}
          </span>
          <span className="quiz-bars__track" aria-hidden="true">
            <span className="quiz-bars__fill" style={{ width: `${Math.min(100, Math.max(0, bar.percent))}%` }} />
          </span>
          <span className="quiz-bars__value">{percentText(bar.percent)}</span>
        </li>
      ))}
    </ul>
  );
}

export const notes = (...parts: Array<string | false | null | undefined>) => parts.filter(Boolean).join(', ') || undefined;
