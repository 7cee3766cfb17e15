import type { ItemOfType, MarkOfType } from '@medprep/shared';
import { OutcomeRow } from './OutcomeRow';

export interface SbaOutcomeProps {
  item: ItemOfType<'sba'>;
  mark: MarkOfType<'sba'> | null;
}

/** The options once the key is known: the right one and the candidate's own, each with its explanation. */
export function SbaOutcome({ item, mark }: SbaOutcomeProps) {
  const chosen = mark?.parts[0]?.given ?? null;
  return (
    <ol className="quiz-outcomes" aria-label="Options and explanations">
      {item.options.map((option) => {
        const isAnswer = option.key === item.answer;
        const isChosen = option.key === chosen;
        const verdict = isAnswer ? (isChosen ? 'Correct answer — your answer' : 'Correct answer') : isChosen ? 'Your answer — incorrect' : null;
        return (
          <OutcomeRow
            key={option.key}
            badge={option.key}
            badgeLabel={`Option ${option.key}`}
            tone={isAnswer ? 'correct' : isChosen ? 'incorrect' : 'neutral'}
            verdict={verdict}
            explanation={option.explanation}
          >
            {option.text}
          </OutcomeRow>
        );
      })}
    </ol>
  );
}
