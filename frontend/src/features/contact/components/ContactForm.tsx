import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { contactInputSchema } from '@medprep/shared';
import { Button } from '../../../components/ui/Button';
import { FormAlert } from '../../../components/ui/FormAlert';
import { SelectField } from '../../../components/ui/SelectField';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { notify } from '../../../lib/toast';
import { CONTACT_SENT_MESSAGE, contactFailure, useSendContactMessageMutation, type ContactField } from '../api';

export const CONTACT_SUBJECTS = ['General enquiry', 'An exam or its questions', 'My account', 'Payments and subscriptions', 'Something else'] as const;

type Values = Record<ContactField, string>;
type Errors = Partial<Record<ContactField, string>>;

const EMPTY: Values = { name: '', email: '', subject: CONTACT_SUBJECTS[0], message: '' };

/** The rules are the API's own (contactInputSchema in @medprep/shared). */
function validate(values: Values) {
  const result = contactInputSchema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} as Errors };
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as ContactField;
    errors[field] ??= issue.message;
  }
  return { data: null, errors };
}

/**
 * The contact form: checked on submit (then as the visitor types), sent to POST /api/contact; the
 * server's field errors land on their fields; success clears the form and shows a toast.
 */
export function ContactForm() {
  const [sendContactMessage] = useSendContactMessageMutation();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [attempted, setAttempted] = useState(false);
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const focusFirstInvalid = () =>
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const change = (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    setSent(false);
    if (attempted) setErrors(validate(next).errors);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setAttempted(true);
    setAlert(null);
    const { data, errors: found } = validate(values);
    setErrors(found);
    if (!data) {
      focusFirstInvalid();
      return;
    }
    setPending(true);
    const result = await sendContactMessage(data);
    setPending(false);
    if (!result.error) {
      setValues(EMPTY);
      setErrors({});
      setAttempted(false);
      setSent(true);
      notify(CONTACT_SENT_MESSAGE, 'success');
      return;
    }
    const failure = contactFailure(result.error);
    if (Object.keys(failure.fields).length > 0) {
      setErrors(failure.fields);
      focusFirstInvalid();
    } else {
      setAlert(failure.message);
    }
  };

  return (
    <form ref={form} className="contact-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="contact-form__title">
        Send us a message
      </h2>
      <FormAlert message={alert} />
      <div className="contact-form__row">
        <TextField label="Your name" name="name" autoComplete="name" value={values.name} onChange={change('name')} error={errors.name} required />
        <TextField
          label="E-mail address"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={change('email')}
          error={errors.email}
          required
        />
      </div>
      <SelectField label="What is it about?" name="subject" options={CONTACT_SUBJECTS} value={values.subject} onChange={change('subject')} error={errors.subject} />
      <TextAreaField
        label="Message"
        name="message"
        rows={6}
        hint="At least 10 characters. Please don’t include card details."
        value={values.message}
        onChange={change('message')}
        error={errors.message}
        required
      />
      <div className="contact-form__actions">
        <Button type="submit" disabled={pending}>
          {pending ? 'Sending…' : 'Send message'}
        </Button>
        <p className="contact-form__status" role="status">
          {sent ? CONTACT_SENT_MESSAGE : ''}
        </p>
      </div>
    </form>
  );
}
