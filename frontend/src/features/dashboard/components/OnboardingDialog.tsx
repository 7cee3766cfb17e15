import { useId, useState, type FormEvent } from 'react';
import { accountDataSchema, examDateInputSchema, groupExamsByCategory, type ExamDate } from '@medprep/shared';
import { useAppSelector } from '../../../app/hooks';
import { FormAlert } from '../../../components/ui/FormAlert';
import { Modal } from '../../../components/ui/Modal';
import { TextField } from '../../../components/ui/TextField';
import { selectMe } from '../../../app/session/session-api';
import { useExams } from '../../../app/catalogue/catalogue-api';
import { useAddressOnboardingMutation, useSaveAccountMutation, useSaveExamDatesMutation, useSaveProfileMutation } from '../api';
import { todayIso } from '../dashboard-text';
import { LEVELS_OF_TRAINING } from '../profile-options';
import '../dashboard.css';

type Errors = Partial<Record<string, string>>;

/** The onboarding form (see OnboardingModal): its own chunk, with its forms and schemas. */
export function OnboardingDialog() {
  const me = useAppSelector(selectMe)!;
  const exams = useExams();
  const catalogue = exams.exams;
  const [addressOnboarding] = useAddressOnboardingMutation();
  const [saveAccount] = useSaveAccountMutation();
  const [saveProfile] = useSaveProfileMutation();
  const [saveExamDates] = useSaveExamDatesMutation();
  const id = useId();
  const [firstName, setFirstName] = useState(me.firstName);
  const [surname, setSurname] = useState(me.surname);
  const [level, setLevel] = useState(me.profile.levelOfTraining ?? '');
  const [dates, setDates] = useState<Record<string, string>>(() => Object.fromEntries(me.examDates.map((d) => [d.examSlug, d.date])));
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const skip = () => {
    if (!pending) void addressOnboarding();
  };

  const toggleExam = (slug: string, checked: boolean) =>
    setDates((current) => {
      const next = { ...current };
      if (checked) next[slug] = next[slug] ?? '';
      else delete next[slug];
      return next;
    });

  const validate = (): { account: { firstName: string; surname: string }; examDates: ExamDate[] } | null => {
    const found: Errors = {};
    const account = accountDataSchema.safeParse({ firstName, surname });
    if (!account.success) for (const issue of account.error.issues) found[String(issue.path[0])] ??= issue.message;
    const examDates: ExamDate[] = [];
    for (const [examSlug, date] of Object.entries(dates)) {
      const title = catalogue.find((exam) => exam.slug === examSlug)?.title ?? examSlug;
      if (!date) {
        found[`date-${examSlug}`] = `Enter the date of your ${title} exam, or untick it.`;
        continue;
      }
      const parsed = examDateInputSchema.safeParse({ examSlug, date });
      if (!parsed.success) found[`date-${examSlug}`] = `The date ${parsed.error.issues[0]?.message ?? 'is not valid'}.`;
      else examDates.push(parsed.data);
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-onboarding="${id}"] [aria-invalid="true"]`)?.focus());
      return null;
    }
    return { account: account.data as { firstName: string; surname: string }, examDates };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setServerError(null);
    const checked = validate();
    if (!checked) return;
    setPending(true);
    const steps = [
      checked.account.firstName !== me.firstName || checked.account.surname !== me.surname ? () => saveAccount(checked.account) : null,
      level && level !== me.profile.levelOfTraining ? () => saveProfile({ levelOfTraining: level }) : null,
      checked.examDates.length > 0 || me.examDates.length > 0 ? () => saveExamDates(checked.examDates) : null,
    ];
    for (const step of steps) {
      if (!step) continue;
      const { error } = await step();
      if (error) {
        const field = 'field' in error ? error.field : undefined;
        const message = error.message ?? 'Something went wrong. Please try again.';
        if (field === 'firstName' || field === 'surname') setErrors({ [field]: message });
        else setServerError(message);
        setPending(false);
        return;
      }
    }
    await addressOnboarding();
  };

  const groups = groupExamsByCategory(catalogue);

  return (
    <Modal open onClose={skip} title="Welcome to your dashboard" className="modal--onboarding">
      <form className="onboarding" noValidate onSubmit={(event) => void submit(event)} data-onboarding={id} aria-describedby={`${id}-lead`}>
        <p id={`${id}-lead`} className="onboarding__lead">
          Tell us a little about yourself and your exams: we use it to count down to your exam dates. You can change all of it later in your profile.
        </p>
        <div className="form-grid form-grid--2">
          <TextField label="First name" autoComplete="given-name" value={firstName} error={errors.firstName} onChange={(e) => setFirstName(e.target.value)} />
          <TextField label="Surname" autoComplete="family-name" value={surname} error={errors.surname} onChange={(e) => setSurname(e.target.value)} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-level`}>
            Level of training <span className="field__optional">(optional)</span>
          </label>
          <select id={`${id}-level`} className="field__input field__input--select" value={level} onChange={(e) => setLevel(e.target.value)}>
            <option value="">Choose your level</option>
            {LEVELS_OF_TRAINING.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
            {level && !(LEVELS_OF_TRAINING as readonly string[]).includes(level) && <option value={level}>{level}</option>}
          </select>
        </div>
        <fieldset className="onboarding__exams">
          <legend className="field__label">
            Your exams and their dates <span className="field__optional">(optional)</span>
          </legend>
          {exams.status !== 'ready' && catalogue.length === 0 ? (
            <p className="field__hint">{exams.status === 'failed' ? 'The exam list could not be loaded; you can add your exams later.' : 'Loading the exams…'}</p>
          ) : (
            <div className="onboarding__groups">
              {groups.map((group) => (
                <div key={group.label} className="onboarding__group" role="group" aria-labelledby={`${id}-${group.label}`}>
                  <p id={`${id}-${group.label}`} className="onboarding__group-label">
                    {group.label}
                  </p>
                  <ul className="onboarding__list">
                    {group.exams.map((exam) => {
                      const checked = exam.slug in dates;
                      const error = errors[`date-${exam.slug}`];
                      return (
                        <li key={exam.slug} className="onboarding__exam">
                          <div className="check">
                            <input
                              id={`${id}-exam-${exam.slug}`}
                              type="checkbox"
                              checked={checked}
                              onChange={(e) => toggleExam(exam.slug, e.target.checked)}
                            />
                            <label htmlFor={`${id}-exam-${exam.slug}`}>{exam.title}</label>
                          </div>
                          {checked && (
                            <TextField
                              className="onboarding__date"
                              label={`Date of your ${exam.title} exam`}
                              type="date"
                              min={todayIso()}
                              value={dates[exam.slug]}
                              error={error}
                              onChange={(e) => setDates((current) => ({ ...current, [exam.slug]: e.target.value }))}
                            />
                          )}
                        </li>
                      );
                    })}
                  </ul>
                </div>
              ))}
            </div>
          )}
        </fieldset>
        <FormAlert message={serverError} />
        <div className="onboarding__actions">
          <button type="button" className="btn btn--ghost" onClick={skip} disabled={pending}>
            Skip for now
          </button>
          <button type="submit" className="btn btn--primary" disabled={pending}>
            {pending ? 'Saving…' : 'Save and continue'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
