import type { TextareaHTMLAttributes } from 'react';
import { Field } from './Field';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: string;
  error?: string;
}

/** A multi-line outlined field with its label, hint and inline error. */
export function TextAreaField({ label, hint, error, className, ...textarea }: TextAreaFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => <textarea className="field__input field__input--multiline" {...control} {...textarea} />}
    </Field>
  );
}
