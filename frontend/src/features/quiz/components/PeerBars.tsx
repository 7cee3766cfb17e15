import { OPTION_LETTERS, type OptionLetter, type PeerStats } from '@medprep/shared';

export interface PeerBarsProps {
  peer: PeerStats | null;
  correctAnswer: OptionLetter;
  chosen: OptionLetter | null;
}

const percent = (value: number) => `${Math.round(value)}%`;

/** How everyone else answered: the share choosing each option, and how many got it right. */
export function PeerBars({ peer, correctAnswer, chosen }: PeerBarsProps) {
  if (!peer || peer.attempts === 0) {
    return <p className="quiz-peer__empty">No one else has answered this question yet.</p>;
  }
  return (
    <div className="quiz-peer">
      <p className="quiz-peer__summary">
        <strong>{percent(peer.percentCorrect)}</strong> of {peer.attempts.toLocaleString('en-GB')} {peer.attempts === 1 ? 'answer was' : 'answers were'} correct.
      </p>
      <ul className="quiz-bars" aria-label="Share of answers choosing each option">
        {OPTION_LETTERS.map((letter) => {
          const value = peer.options[letter] ?? 0;
          const notes = [letter === correctAnswer ? 'correct answer' : null, letter === chosen ? 'your answer' : null].filter(Boolean).join(', ');
          return (
            <li key={letter} className={letter === correctAnswer ? 'quiz-bars__row quiz-bars__row--correct' : 'quiz-bars__row'}>
              <span className="quiz-bars__label">
                {letter}
                {notes && <span className="quiz-bars__note"> ({notes})</span>}
              </span>
              <span className="quiz-bars__track" aria-hidden="true">
                <span className="quiz-bars__fill" style={{ width: `${Math.min(100, Math.max(0, value))}%` }} />
              </span>
              <span className="quiz-bars__value">{percent(value)}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
