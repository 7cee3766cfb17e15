import { useId, useRef, useState, type FormEvent } from 'react';
import { examDateInputSchema, groupExamsByCategory, type ExamDate } from '@medprep/shared';
import { useAppSelector } from '../../../../app/hooks';
import { Button } from '../../../../components/ui/Button';
import { FormAlert } from '../../../../components/ui/FormAlert';
import { notify } from '../../../../lib/toast';
import { selectMe } from '../../../../app/session/session-api';
import { useExams } from '../../../../app/catalogue/catalogue-api';
import { useSaveExamDatesMutation } from '../../api';
import { examCountdown } from '../../dashboard-text';

export const EXAM_DATES_SAVED = 'Your exam dates have been saved.';

interface Row {
  key: number;
  examSlug: string;
  date: string;
}

type RowErrors = Partial<Record<'examSlug' | 'date', string>>;

/** The user's exams and their dates (users.updateExamDates replaces the list). */
export function ExamDatesForm() {
  const [saveExamDates] = useSaveExamDatesMutation();
  const me = useAppSelector(selectMe);
  const catalogue = useExams().exams;
  const id = useId();
  const nextKey = useRef(0);
  const newRow = (examSlug = '', date = ''): Row => ({ key: nextKey.current++, examSlug, date });
  const [rows, setRows] = useState<Row[]>(() => (me?.examDates.length ? me.examDates.map((d) => newRow(d.examSlug, d.date)) : [newRow()]));
  const [errors, setErrors] = useState<Record<number, RowErrors>>({});
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const groups = groupExamsByCategory(catalogue);
  const titleOf = (slug: string) => catalogue.find((exam) => exam.slug === slug)?.title ?? slug;

  const update = (key: number, patch: Partial<Row>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const remove = (key: number) => {
    setRows((current) => current.filter((row) => row.key !== key));
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[data-add-row]')?.focus());
  };
  const add = () => {
    const row = newRow();
    setRows((current) => [...current, row]);
    requestAnimationFrame(() => document.getElementById(`${id}-exam-${row.key}`)?.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setServerError(null);
    const found: Record<number, RowErrors> = {};
    const examDates: ExamDate[] = [];
    const seen = new Set<string>();
    for (const row of rows) {
      if (!row.examSlug && !row.date) continue;
      const rowErrors: RowErrors = {};
      if (!row.examSlug) rowErrors.examSlug = 'Choose the exam.';
      else if (seen.has(row.examSlug)) rowErrors.examSlug = `${titleOf(row.examSlug)} is already in the list.`;
      if (!row.date) rowErrors.date = 'Enter the date.';
      else {
        const parsed = examDateInputSchema.safeParse({ examSlug: row.examSlug || 'exam', date: row.date });
        if (!parsed.success) rowErrors.date = `The date ${parsed.error.issues[0]?.message ?? 'is not valid'}.`;
      }
      if (Object.keys(rowErrors).length > 0) found[row.key] = rowErrors;
      else examDates.push({ examSlug: row.examSlug, date: row.date });
      seen.add(row.examSlug);
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setPending(true);
    const { error } = await saveExamDates(examDates);
    setPending(false);
    if (!error) notify(EXAM_DATES_SAVED, 'success');
    else setServerError(error.message ?? 'Your exam dates could not be saved.');
  };

  return (
    <form ref={formRef} className="profile-form" noValidate onSubmit={(event) => void submit(event)} aria-label="Exam dates">
      <p className="field__hint">Your dashboard counts down to each date. Leave a row empty to drop it.</p>
      <ul className="exam-dates">
        {rows.map((row, index) => {
          const rowErrors = errors[row.key] ?? {};
          const label = row.examSlug ? titleOf(row.examSlug) : `exam ${index + 1}`;
          const saved = me?.examDates.find((d) => d.examSlug === row.examSlug && d.date === row.date);
          return (
            <li key={row.key} className="exam-dates__row">
              <div className={rowErrors.examSlug ? 'field field--invalid' : 'field'}>
                <label className="field__label" htmlFor={`${id}-exam-${row.key}`}>
                  Exam
                </label>
                <select
                  id={`${id}-exam-${row.key}`}
                  className="field__input field__input--select"
                  value={row.examSlug}
                  aria-invalid={rowErrors.examSlug ? true : undefined}
                  aria-describedby={rowErrors.examSlug ? `${id}-exam-${row.key}-error` : undefined}
                  onChange={(event) => update(row.key, { examSlug: event.target.value })}
                >
                  <option value="">Choose an exam</option>
                  {groups.map((group) => (
                    <optgroup key={group.label} label={group.label}>
                      {group.exams.map((exam) => (
                        <option key={exam.slug} value={exam.slug}>
                          {exam.title}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                  {row.examSlug && !catalogue.some((exam) => exam.slug === row.examSlug) && <option value={row.examSlug}>{row.examSlug}</option>}
                </select>
                {rowErrors.examSlug && (
                  <p id={`${id}-exam-${row.key}-error`} className="field__error">
                    {rowErrors.examSlug}
                  </p>
                )}
              </div>
              <div className={rowErrors.date ? 'field field--invalid' : 'field'}>
                <label className="field__label" htmlFor={`${id}-date-${row.key}`}>
                  Date
                </label>
                <input
                  id={`${id}-date-${row.key}`}
                  className="field__input"
                  type="date"
                  value={row.date}
                  aria-invalid={rowErrors.date ? true : undefined}
                  aria-describedby={[rowErrors.date ? `${id}-date-${row.key}-error` : null, saved ? `${id}-count-${row.key}` : null].filter(Boolean).join(' ') || undefined}
                  onChange={(event) => update(row.key, { date: event.target.value })}
                />
                {rowErrors.date && (
                  <p id={`${id}-date-${row.key}-error`} className="field__error">
                    {rowErrors.date}
                  </p>
                )}
              </div>
              <button type="button" className="btn btn--ghost btn--small exam-dates__remove" aria-label={`Remove ${label}`} onClick={() => remove(row.key)}>
                Remove
              </button>
              {saved && (
                <p id={`${id}-count-${row.key}`} className="exam-dates__countdown">
                  {examCountdown(titleOf(saved.examSlug), saved.date)}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <div className="form-actions form-actions--split">
        <button type="button" className="btn btn--ghost" onClick={add} data-add-row>
          Add an exam date
        </button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : 'Save exam dates'}
        </Button>
      </div>
      <FormAlert message={serverError} />
    </form>
  );
}
