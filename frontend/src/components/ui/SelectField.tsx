import type { SelectHTMLAttributes } from 'react';
import { Field } from './Field';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly string[];
  error?: string;
}

/** A native select, outlined like the inputs, with its label and inline error. */
export function SelectField({ label, options, error, className, ...select }: SelectFieldProps) {
  return (
    <Field label={label} error={error} className={className}>
      {(control) => (
        <select className="field__input field__input--select" {...control} {...select}>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
