import type { ItemOfType, MarkOfType } from '@medprep/shared';
import { marksText, withUnit } from './outcome-text';

export interface NumericOutcomeProps {
  item: ItemOfType<'numeric'>;
  mark: MarkOfType<'numeric'> | null;
}

/** The candidate's value against the answer and the range accepted around it. */
export function NumericOutcome({ item, mark }: NumericOutcomeProps) {
  const part = mark?.parts[0];
  const within = part ? part.mark > 0 : null;
  const range =
    item.tolerance > 0 ? ` ± ${withUnit(item.tolerance, item.unit)} (${withUnit(item.value - item.tolerance, item.unit)} to ${withUnit(item.value + item.tolerance, item.unit)} accepted)` : ' (exactly)';
  return (
    <dl className={`quiz-numeric-outcome quiz-numeric-outcome--${within === null ? 'neutral' : within ? 'correct' : 'incorrect'}`}>
      <dt>Your answer</dt>
      <dd>
        {part ? (
          <>
            {withUnit(part.given, item.unit)}{' '}
            <span className="quiz-outcome__verdict">
              <span aria-hidden="true">{within ? '✓' : '✗'}</span> {within ? 'within the accepted range' : 'outside the accepted range'}, {marksText(part.mark, part.maxMark)}
            </span>
          </>
        ) : (
          'Not answered'
        )}
      </dd>
      <dt>The answer</dt>
      <dd>
        {withUnit(item.value, item.unit)}
        {range}
      </dd>
    </dl>
  );
}
