import { useId } from 'react';
import { useAppDispatch } from '../../../../app/hooks';
import { submitAnswer } from '../../quiz-flow';
import { valueTyped } from '../../quizSlice';
import { parseTypedNumber } from '../../response-draft';
import type { ItemInputProps } from './item-input-props';

/**
 * A numeric answer: a text field with a decimal keypad on phones and the unit beside it. Anything
 * but a number is refused with a message; Enter in the field submits.
 */
export function NumericInput({ item, draft, locked }: ItemInputProps<'numeric'>) {
  const dispatch = useAppDispatch();
  const id = useId();
  const parsed = parseTypedNumber(draft.text);
  const invalid = draft.text.trim() !== '' && !parsed.ok;
  const hint = item.decimals === undefined ? null : item.decimals === 0 ? 'Give a whole number.' : `Give the answer to ${item.decimals} decimal place${item.decimals === 1 ? '' : 's'}.`;
  return (
    <form
      className="quiz-numeric"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!locked && parsed.ok) void dispatch(submitAnswer());
      }}
    >
      <label htmlFor={id} className="quiz-numeric__label">
        Your answer{item.unit ? ` (${item.unit})` : ''}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="quiz-numeric__hint">
          {hint}
        </p>
      )}
      <div className="quiz-numeric__field">
        <input
          id={id}
          className="quiz-numeric__input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={draft.text}
          disabled={locked}
          aria-invalid={invalid || undefined}
          aria-describedby={[hint ? `${id}-hint` : null, invalid ? `${id}-error` : null].filter(Boolean).join(' ') || undefined}
          onChange={(event) => dispatch(valueTyped(event.target.value))}
        />
        {item.unit && (
          <span className="quiz-numeric__unit" aria-hidden="true">
            {item.unit}
          </span>
        )}
      </div>
      <div aria-live="polite">
        {invalid && !parsed.ok && (
          <p id={`${id}-error`} className="quiz-field-error">
            {parsed.message}
          </p>
        )}
      </div>
    </form>
  );
}
