import { useMemo } from 'react';
import { useAppSelector } from '../../../../app/hooks';
import { Button } from '../../../../components/ui/Button';
import { FormAlert } from '../../../../components/ui/FormAlert';
import { TextField } from '../../../../components/ui/TextField';
import { notify } from '../../../../lib/toast';
import { onCodes, useValidatedForm, type RefusalFields } from '../../../../components/forms/useValidatedForm';
import { selectMe, type SessionUser } from '../../../../app/session/session-api';
import { useSaveAccountMutation } from '../../api';
import { ACCOUNT_FIELDS, accountFormSchema, emailChanges, type AccountField } from '../../profile-form';
import { TITLES } from '../../profile-options';
import { ChoiceField } from './ChoiceField';

export const ACCOUNT_SAVED = 'Your account details have been saved.';

/** An e-mail in use on its field, a wrong current password on its own, any other named field on that one. */
const REFUSALS = {
  codes: { EMAIL_TAKEN: 'email', ...onCodes(['CURRENT_PASSWORD_REQUIRED', 'CURRENT_PASSWORD_WRONG'], 'currentPassword') },
  fields: ACCOUNT_FIELDS,
} satisfies RefusalFields<AccountField>;

/**
 * Name, e-mail and title (users.updateUserAccount); an e-mail already in use is shown on its field.
 * A new e-mail asks for the current password, in a field shown only then.
 */
export function AccountForm() {
  const me = useAppSelector(selectMe);
  if (!me) return null;
  // A saved e-mail change starts the form afresh, so the typed password does not linger.
  return <AccountFormFor key={me.email} me={me} />;
}

function AccountFormFor({ me }: { me: SessionUser }) {
  const [saveAccount] = useSaveAccountMutation();
  const schema = useMemo(() => accountFormSchema(me.email), [me.email]);
  const form = useValidatedForm(schema, { title: me.title ?? '', firstName: me.firstName, surname: me.surname, email: me.email, currentPassword: '' });
  const askPassword = emailChanges(form.values.email, me.email);
  const { field } = form;
  const title = form.values.title;
  const titles = [
    ...TITLES.map((value) => ({ value, label: value === '' ? 'None' : value })),
    ...(title && !(TITLES as readonly string[]).includes(title) ? [{ value: title, label: title }] : []),
  ];

  const onSubmit = form.handleSubmit(async (accountData) => {
    const { error } = await saveAccount(accountData);
    if (!error) {
      notify(ACCOUNT_SAVED, 'success');
      return;
    }
    form.showRefusal(error, 'Your account could not be saved.', REFUSALS);
  });

  return (
    <form ref={form.formRef} className="profile-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Account">
      <fieldset className="form-section">
        <legend className="form-section__title">Your name</legend>
        <div className="form-grid form-grid--name">
          <ChoiceField label="Title" choices={titles} autoComplete="honorific-prefix" {...field('title')} />
          <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
          <TextField label="Surname" autoComplete="family-name" {...field('surname')} />
        </div>
      </fieldset>
      <fieldset className="form-section">
        <legend className="form-section__title">Sign-in e-mail</legend>
        <TextField
          label="E-mail address"
          type="email"
          autoComplete="email"
          hint="You log in with it, and we send receipts and password resets to it."
          className="field--medium"
          {...field('email')}
        />
        {askPassword && (
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            hint="Changing the e-mail you sign in with needs your password. Your other devices will be signed out."
            className="field--medium"
            {...field('currentPassword')}
          />
        )}
      </fieldset>
      <p className="form-meta">
        Your member number: <strong>{me.uniqueID}</strong>
      </p>
      <FormAlert message={form.serverError} />
      <div className="form-actions">
        <Button type="submit" disabled={form.pending}>
          {form.pending ? 'Saving…' : 'Save account'}
        </Button>
      </div>
    </form>
  );
}
