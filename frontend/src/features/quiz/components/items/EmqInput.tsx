import { useId } from 'react';
import { isItemKey } from '../../response-draft';
import { useAppDispatch } from '../../../../app/hooks';
import { stemAnswered } from '../../quizSlice';
import { count, type ItemInputProps } from './item-input-props';

/**
 * Extended matching: beneath the shared option list (shown once, with the theme and lead-in, by
 * ItemPrompt), each stem with one labelled select of the options, and how many are left.
 */
export function EmqInput({ item, draft, locked, labelledBy }: ItemInputProps<'emq'>) {
  const dispatch = useAppDispatch();
  const baseId = useId();
  const left = draft.answers.filter((answer) => answer === null).length;
  return (
    <div className="quiz-emq" role="group" aria-labelledby={labelledBy}>
      <ol className="quiz-emq__stems">
        {item.stems.map((stem, index) => {
          const selectId = `${baseId}-${index}`;
          const stemId = `${selectId}-stem`;
          return (
            <li key={selectId} className="quiz-emq__stem">
              <p id={stemId} className="quiz-prose">
                {stem.stem}
              </p>
              <label htmlFor={selectId} className="quiz-emq__label">
                Answer to item {index + 1}
              </label>
              <select
                id={selectId}
                className="quiz-emq__select"
                aria-describedby={stemId}
                value={draft.answers[index] ?? ''}
                disabled={locked}
                onChange={(event) => dispatch(stemAnswered({ index, key: isItemKey(event.target.value) ? event.target.value : null }))}
              >
                <option value="">Choose an option</option>
                {item.options.map((option) => (
                  <option key={option.key} value={option.key}>
                    {option.key}. {option.text}
                  </option>
                ))}
              </select>
            </li>
          );
        })}
      </ol>
      {!locked && (
        <p className="quiz-parts-left" role="status">
          {left === 0 ? 'Every item has an answer.' : `${count(left, 'item')} left to answer.`}
        </p>
      )}
    </div>
  );
}
