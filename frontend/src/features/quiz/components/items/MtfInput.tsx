import { useId } from 'react';
import { useAppDispatch } from '../../../../app/hooks';
import { statementMarked } from '../../quizSlice';
import { count, type ItemInputProps } from './item-input-props';

/**
 * Multiple true/false: one row per statement with a True and a False radio button (a group named
 * by its statement, so arrow keys move between the two), and how many statements are left to mark.
 */
export function MtfInput({ questionId, item, draft, locked, labelledBy }: ItemInputProps<'mtf'>) {
  const dispatch = useAppDispatch();
  const baseId = useId();
  const left = draft.marks.filter((mark) => mark === null).length;
  return (
    <div className="quiz-mtf" role="group" aria-labelledby={labelledBy} data-own-arrows="">
      {item.statements.map((statement, index) => {
        const name = `${baseId}-${questionId}-${index}`;
        const mark = draft.marks[index];
        return (
          <fieldset key={name} className={mark === null ? 'quiz-mtf__row' : 'quiz-mtf__row is-marked'}>
            <legend className="quiz-mtf__statement">
              <span className="quiz-mtf__number">{index + 1}.</span> {statement.text}
            </legend>
            <div className="quiz-mtf__choices">
              {([true, false] as const).map((value) => (
                <label key={String(value)} className={mark === value ? 'quiz-toggle is-on' : 'quiz-toggle'}>
                  <input
                    type="radio"
                    name={name}
                    value={value ? 'true' : 'false'}
                    checked={mark === value}
                    disabled={locked}
                    onChange={() => dispatch(statementMarked({ index, mark: value }))}
                  />
                  {value ? 'True' : 'False'}
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
      {!locked && (
        <p className="quiz-parts-left" role="status">
          {left === 0 ? 'Every statement is marked.' : `${count(left, 'statement')} left to mark.`}
        </p>
      )}
    </div>
  );
}
