import { OPTION_LETTERS, type OptionLetter } from '@medprep/shared';
import type { OptionTexts } from '../quiz-types';

export interface OptionOutcomesProps {
  options: OptionTexts;
  answer: OptionLetter;
  chosen: OptionLetter | null;
  optionExplanations: OptionTexts | null;
}

/**
 * The five options once the answer is known: the right one and the user's own are marked with an
 * icon and words as well as colour, each with its explanation.
 */
export function OptionOutcomes({ options, answer, chosen, optionExplanations }: OptionOutcomesProps) {
  return (
    <ol className="quiz-outcomes" aria-label="Options and explanations">
      {OPTION_LETTERS.map((letter) => {
        const isAnswer = letter === answer;
        const isChosen = letter === chosen;
        const tone = isAnswer ? 'correct' : isChosen ? 'incorrect' : 'neutral';
        const verdict = isAnswer ? (isChosen ? 'Correct answer — your answer' : 'Correct answer') : isChosen ? 'Your answer — incorrect' : null;
        return (
          <li key={letter} className={`quiz-outcome quiz-outcome--${tone}`}>
            <div className="quiz-outcome__head">
              <span className="quiz-option__letter" aria-hidden="true">
                {letter}
              </span>
              <span className="quiz-outcome__text">
                <span className="visually-hidden">Option {letter}:</span> {options[letter]}
              </span>
              {verdict && (
                <span className="quiz-outcome__verdict">
                  <span aria-hidden="true">{isAnswer ? '✓' : '✗'}</span> {verdict}
                </span>
              )}
            </div>
            {optionExplanations?.[letter] && <p className="quiz-outcome__explanation">{optionExplanations[letter]}</p>}
          </li>
        );
      })}
    </ol>
  );
}
