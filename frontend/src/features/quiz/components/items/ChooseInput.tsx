import { useId } from 'react';
import { useAppDispatch } from '../../../../app/hooks';
import { responseToggled } from '../../quizSlice';
import type { ItemInputProps } from './item-input-props';

/**
 * Choose k (three) of eight: checkboxes, the rest disabled once k are ticked (untick one to change),
 * with a live count of the choices.
 */
export function ChooseInput({ questionId, item, draft, locked, labelledBy }: ItemInputProps<'choose'>) {
  const dispatch = useAppDispatch();
  const baseId = useId();
  const full = draft.choices.length >= item.picks;
  return (
    <fieldset className="quiz-choose" aria-labelledby={labelledBy}>
      <p className="quiz-choose__rule">Choose {item.picks} of the {item.responses.length} responses.</p>
      {item.responses.map((response) => {
        const id = `${baseId}-${questionId}-${response.key}`;
        const checked = draft.choices.includes(response.key);
        return (
          <div key={response.key} className={checked ? 'quiz-option is-selected' : 'quiz-option'}>
            <input
              id={id}
              className="quiz-option__input"
              type="checkbox"
              checked={checked}
              disabled={locked || (full && !checked)}
              onChange={() => dispatch(responseToggled(response.key))}
            />
            <label htmlFor={id} className="quiz-option__label">
              <span className="quiz-option__letter" aria-hidden="true">
                {response.key}
              </span>
              <span className="quiz-option__text">
                <span className="visually-hidden">Response {response.key}:</span> {response.text}
              </span>
            </label>
          </div>
        );
      })}
      {!locked && (
        <p className="quiz-parts-left" role="status">
          {draft.choices.length} of {item.picks} chosen{full ? '. Untick one to change your choice.' : '.'}
        </p>
      )}
    </fieldset>
  );
}
