import type { InputHTMLAttributes } from 'react';
import { Field } from './Field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the label, and read with the field. */
  hint?: string;
  /** The field's error; marks the input invalid and is read with it. */
  error?: string;
}

/** An outlined input with its label, hint and inline error wired for assistive technology. */
export function TextField({ label, hint, error, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => <input className="field__input" {...control} {...input} />}
    </Field>
  );
}
