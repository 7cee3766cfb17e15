import { useId } from 'react';
import { percentLabel } from '@medprep/shared';
import '../dashboard.css';

export interface PeerComparisonProps {
  examTitle: string;
  /** The user's percent correct, and how many answers it rests on. */
  yours: number;
  attempts: number;
  /** Null while nobody has answered a question of the exam. */
  peers: number | null;
}

function verdict(yours: number, peers: number): string {
  const gap = Math.round(yours - peers);
  if (gap === 0) return 'Level with your peers.';
  const points = Math.abs(gap) === 1 ? '1 point' : `${Math.abs(gap)} points`;
  return gap > 0 ? `${points} above your peers.` : `${points} below your peers.`;
}

/**
 * Percent correct against peers as two labelled bars with their numbers. Plain HTML and CSS: it is
 * readable without the picture, and costs no chart library.
 */
export function PeerComparison({ examTitle, yours, attempts, peers }: PeerComparisonProps) {
  const id = useId();
  const answered = attempts > 0;
  const rows = [
    { key: 'you', label: 'You', value: answered ? yours : null },
    { key: 'peers', label: 'Peers', value: peers },
  ];
  return (
    <figure className="peer-chart" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="peer-chart__caption">
        Percent correct<span className="visually-hidden">, {examTitle}: you and your peers</span>
      </figcaption>
      <ul className="peer-chart__bars">
        {rows.map((row) => (
          <li key={row.key} className={`peer-chart__row peer-chart__row--${row.key}`}>
            <span className="peer-chart__label">{row.label}</span>
            <span className="peer-chart__track" aria-hidden="true">
              <span className="peer-chart__fill" style={{ width: `${row.value ?? 0}%` }} />
            </span>
            <span className="peer-chart__value">
              {row.value === null ? (
                <>
                  <span aria-hidden="true">—</span>
                  <span className="visually-hidden">no answers yet</span>
                </>
              ) : (
                percentLabel(row.value)
              )}
            </span>
          </li>
        ))}
      </ul>
      <p className="peer-chart__note">{answered && peers !== null ? verdict(yours, peers) : 'Answer a question to compare yourself with your peers.'}</p>
    </figure>
  );
}
