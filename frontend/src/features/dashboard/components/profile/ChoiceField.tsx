import { useId, type SelectHTMLAttributes } from 'react';

export interface ChoiceFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  /** value → text; the first is usually the empty choice. */
  choices: readonly { value: string; label: string }[];
  hint?: string;
  error?: string;
}

/** A native select with values distinct from their labels, outlined like the inputs. */
export function ChoiceField({ label, choices, hint, error, className, ...select }: ChoiceFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', error ? 'field--invalid' : null, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <select id={id} className="field__input field__input--select" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...select}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
