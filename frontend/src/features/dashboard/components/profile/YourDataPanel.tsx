import { useNavigate } from 'react-router-dom';
import { DELETE_ACCOUNT_PHRASE, deleteAccountInputSchema } from '@medprep/shared';
import { FormAlert } from '../../../../components/ui/FormAlert';
import { TextField } from '../../../../components/ui/TextField';
import { onCodes, useValidatedForm } from '../../../../components/forms/useValidatedForm';
import { notify } from '../../../../lib/toast';
import { ACCOUNT_PATHS, useDeleteAccountMutation } from '../../api';
import { CURRENT_PASSWORD_REFUSALS } from '../../profile-form';

export const ACCOUNT_DELETED = 'Your account has been deleted.';

const REFUSALS = { codes: onCodes(CURRENT_PASSWORD_REFUSALS, 'password' as const) };

/** Download my data (a JSON file of everything stored about the user) and Delete my account. */
export function YourDataPanel() {
  return (
    <>
      <section className="account-section" aria-labelledby="your-data-title">
        <h3 id="your-data-title" className="form-section__title">
          Your data
        </h3>
        <p>Download everything MedPrep holds about you: your account, profile, exam dates, settings, orders, subscriptions, trial, sessions, answers, flags and reports.</p>
        <a className="btn btn--secondary" href={ACCOUNT_PATHS.export} download>
          Download my data (JSON)
        </a>
      </section>
      <DeleteAccountForm />
    </>
  );
}

function DeleteAccountForm() {
  const navigate = useNavigate();
  const [deleteAccount] = useDeleteAccountMutation();
  const form = useValidatedForm(deleteAccountInputSchema, { password: '', confirmation: '' });
  const { field } = form;

  const onSubmit = form.handleSubmit(async (input) => {
    const { error } = await deleteAccount(input);
    if (!error) {
      notify(ACCOUNT_DELETED, 'success');
      void navigate('/', { replace: true });
      return;
    }
    form.showRefusal(error, 'Your account could not be deleted.', REFUSALS);
  });

  return (
    <form ref={form.formRef} className="profile-form account-section account-section--danger" noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="delete-account-title">
      <h3 id="delete-account-title" className="form-section__title">
        Delete my account
      </h3>
      <p>Deleting your account cannot be undone. You are signed out on every device, and the e-mail address is free to register again.</p>
      <ul className="account-section__facts">
        <li>
          <strong>Erased:</strong> your name, e-mail, password, profile, exam dates, settings, subscriptions, trial, flags, reports and notes.
        </li>
        <li>
          <strong>Kept without your name:</strong> your answers, as anonymous figures, so that other students’ comparisons with their peers stay right.
        </li>
        <li>
          <strong>Kept for our accounts:</strong> your orders and payments (amount, date, exam), detached from you, because UK law requires us to keep financial records for six years.
        </li>
      </ul>
      <TextField label="Password" type="password" autoComplete="current-password" className="field--medium" {...field('password')} />
      <TextField label={`Type ${DELETE_ACCOUNT_PHRASE} to confirm`} autoComplete="off" spellCheck={false} className="field--medium" {...field('confirmation')} />
      <FormAlert message={form.serverError} />
      <div className="form-actions">
        <button type="submit" className="btn btn--danger" disabled={form.pending}>
          {form.pending ? 'Deleting…' : 'Delete my account'}
        </button>
      </div>
    </form>
  );
}
