import { useState } from 'react';
import { changePasswordInputSchema } from '@medprep/shared';
import { Button } from '../../../../components/ui/Button';
import { FormAlert } from '../../../../components/ui/FormAlert';
import { TextField } from '../../../../components/ui/TextField';
import { onCodes, useValidatedForm } from '../../../../components/forms/useValidatedForm';
import { notify } from '../../../../lib/toast';
import { useChangePasswordMutation } from '../../api';
import { CURRENT_PASSWORD_REFUSALS } from '../../profile-form';

export const PASSWORD_CHANGED = 'Your password has been changed. Your other devices have been signed out.';

/** Refusals of the current password on its field; a weak new password on the new one. */
const REFUSALS = { codes: { ...onCodes(CURRENT_PASSWORD_REFUSALS, 'currentPassword' as const), WEAK_PASSWORD: 'newPassword' as const } };

/** Change password (users.changePassword). A saved change starts the form afresh, so no typed password lingers. */
export function ChangePasswordForm() {
  const [round, setRound] = useState(0);
  return <ChangePasswordFields key={round} onChanged={() => setRound((n) => n + 1)} />;
}

function ChangePasswordFields({ onChanged }: { onChanged: () => void }) {
  const [changePassword] = useChangePasswordMutation();
  const form = useValidatedForm(changePasswordInputSchema, { currentPassword: '', newPassword: '' });
  const { field } = form;

  const onSubmit = form.handleSubmit(async (input) => {
    const { error } = await changePassword(input);
    if (!error) {
      notify(PASSWORD_CHANGED, 'success');
      onChanged();
      return;
    }
    form.showRefusal(error, 'Your password could not be changed.', REFUSALS);
  });

  return (
    <form ref={form.formRef} className="profile-form account-section" noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="change-password-title">
      <h3 id="change-password-title" className="form-section__title">
        Change password
      </h3>
      <TextField label="Current password" type="password" autoComplete="current-password" className="field--medium" {...field('currentPassword')} />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters, not easy to guess. Your other devices will be signed out."
        className="field--medium"
        {...field('newPassword')}
      />
      <FormAlert message={form.serverError} />
      <div className="form-actions">
        <Button type="submit" disabled={form.pending}>
          {form.pending ? 'Changing…' : 'Change password'}
        </Button>
      </div>
    </form>
  );
}
