import { useAppSelector } from '../../../../app/hooks';
import { Button } from '../../../../components/ui/Button';
import { FormAlert } from '../../../../components/ui/FormAlert';
import { TextAreaField } from '../../../../components/ui/TextAreaField';
import { TextField } from '../../../../components/ui/TextField';
import { notify } from '../../../../lib/toast';
import { useValidatedForm } from '../../../../components/forms/useValidatedForm';
import { selectMe, type SessionUser } from '../../../../app/session/session-api';
import { useSaveProfileMutation } from '../../api';
import { PROFILE_FIELDS, PROFILE_LABELS, profileFormSchema, profileValues, type ProfileField } from '../../profile-form';
import { COUNTRIES, LEVELS_OF_TRAINING } from '../../profile-options';
import { ChoiceField } from './ChoiceField';

export const PROFILE_SAVED = 'Your profile has been saved.';

/** The product's profile fields, in four groups, checked with the shared profile schema. */
export function ProfileForm() {
  const me = useAppSelector(selectMe);
  if (!me) return null;
  return <ProfileFormFor profile={me.profile} />;
}

function ProfileFormFor({ profile }: { profile: SessionUser['profile'] }) {
  const [saveProfile] = useSaveProfileMutation();
  const form = useValidatedForm(profileFormSchema, profileValues(profile));
  const { field } = form;
  const text = (name: ProfileField, props: Record<string, unknown> = {}) => <TextField label={PROFILE_LABELS[name]} {...field(name)} {...props} />;
  const level = form.values.levelOfTraining;
  const levels = [
    { value: '', label: 'Not set' },
    ...LEVELS_OF_TRAINING.map((value) => ({ value, label: value })),
    ...(level && !(LEVELS_OF_TRAINING as readonly string[]).includes(level) ? [{ value: level, label: level }] : []),
  ];

  const onSubmit = form.handleSubmit(async (profileData) => {
    const { error } = await saveProfile(profileData);
    if (!error) {
      notify(PROFILE_SAVED, 'success');
      return;
    }
    form.showRefusal(error, 'Your profile could not be saved.', { fields: PROFILE_FIELDS });
  });

  return (
    <form ref={form.formRef} className="profile-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Profile">
      <fieldset className="form-section">
        <legend className="form-section__title">Training and work</legend>
        <div className="form-grid form-grid--2">
          <ChoiceField label={PROFILE_LABELS.levelOfTraining} choices={levels} {...field('levelOfTraining')} />
          {text('position', { placeholder: 'e.g. FY2 in acute medicine' })}
          {text('primaryAffiliation', { placeholder: 'Hospital, practice or university' })}
          {text('credentials', { placeholder: 'e.g. MBBS, BSc' })}
          {text('medicalSchool')}
          <div className="form-grid form-grid--2 form-grid--tight">
            {text('yearOfGraduation', { inputMode: 'numeric', autoComplete: 'off' })}
            {text('yearOfStudy', { inputMode: 'numeric', autoComplete: 'off', hint: 'Students: 1 to 10' })}
          </div>
        </div>
        <TextAreaField label={PROFILE_LABELS.bio} {...field('bio')} rows={4} hint="A line or two for your profile." />
      </fieldset>

      <fieldset className="form-section">
        <legend className="form-section__title">Where you are</legend>
        <div className="form-grid form-grid--2">
          {text('address', { autoComplete: 'street-address' })}
          {text('city', { autoComplete: 'address-level2' })}
          {text('postalCode', { autoComplete: 'postal-code' })}
          <ChoiceField
            label={PROFILE_LABELS.country}
            choices={[{ value: '', label: 'Not set' }, ...COUNTRIES.map((c) => ({ value: c.code, label: c.name }))]}
            {...field('country')}
          />
        </div>
      </fieldset>

      <fieldset className="form-section">
        <legend className="form-section__title">Links and images</legend>
        <p className="field__hint form-section__hint">Web addresses start with https:// (or http://).</p>
        <div className="form-grid form-grid--2">
          {text('website', { type: 'url', inputMode: 'url', placeholder: 'https://' })}
          {text('twitter', { type: 'url', inputMode: 'url', placeholder: 'https://x.com/…' })}
          {text('facebook', { type: 'url', inputMode: 'url', placeholder: 'https://facebook.com/…' })}
          {text('instagram', { type: 'url', inputMode: 'url', placeholder: 'https://instagram.com/…' })}
          {text('avatar', { type: 'url', inputMode: 'url' })}
          {text('cover', { type: 'url', inputMode: 'url' })}
        </div>
      </fieldset>

      <FormAlert message={form.serverError} />
      <div className="form-actions">
        <Button type="submit" disabled={form.pending}>
          {form.pending ? 'Saving…' : 'Save profile'}
        </Button>
      </div>
    </form>
  );
}
