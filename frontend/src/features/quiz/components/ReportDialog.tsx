import { useId, useState, type FormEvent } from 'react';
import { reportInputSchema } from '@medprep/shared';
import { FormAlert } from '../../../components/ui/FormAlert';
import { Modal } from '../../../components/ui/Modal';
import { useReportProblemMutation } from '../api';

export interface ReportDialogProps {
  open: boolean;
  questionId: string;
  questionNumber: number;
  onClose: () => void;
}

/** "Report a problem" with a question: a short message to the editors. */
export function ReportDialog({ open, questionId, questionNumber, onClose }: ReportDialogProps) {
  const [report] = useReportProblemMutation();
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [status, setStatus] = useState<'editing' | 'sending' | 'sent'>('editing');
  const fieldId = useId();

  const close = () => {
    onClose();
    setMessage('');
    setFieldError(null);
    setServerError(null);
    setStatus('editing');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'sending') return;
    const parsed = reportInputSchema.safeParse({ questionId, message });
    if (!parsed.success) {
      setFieldError(parsed.error.issues.find((issue) => issue.path[0] === 'message')?.message ?? parsed.error.issues[0]?.message ?? null);
      document.getElementById(fieldId)?.focus();
      return;
    }
    setFieldError(null);
    setServerError(null);
    setStatus('sending');
    const result = await report(parsed.data);
    if ('data' in result) setStatus('sent');
    else {
      setStatus('editing');
      setServerError(result.error.message ?? 'We could not send your report. Please try again.');
    }
  };

  return (
    <Modal open={open} onClose={close} title={`Report a problem with question ${questionNumber}`} className="quiz-modal">
      {status === 'sent' ? (
        <div className="quiz-modal__body">
          <p className="notice notice--success" role="status">
            Thank you — your report has been sent to our editors.
          </p>
          <div className="quiz-modal__actions">
            <button type="button" className="btn btn--primary" onClick={close}>
              Back to the question
            </button>
          </div>
        </div>
      ) : (
        <form className="quiz-modal__body" noValidate onSubmit={(event) => void submit(event)}>
          <FormAlert message={serverError} />
          <div className={fieldError ? 'field field--invalid' : 'field'}>
            <label className="field__label" htmlFor={fieldId}>
              What looks wrong?
            </label>
            <p id={`${fieldId}-hint`} className="field__hint">
              A typo, an out-of-date guideline, a wrong answer… (5–2000 characters)
            </p>
            <textarea
              id={fieldId}
              className="field__input quiz-modal__textarea"
              rows={5}
              maxLength={2000}
              value={message}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={[`${fieldId}-hint`, fieldError ? `${fieldId}-error` : null].filter(Boolean).join(' ')}
              onChange={(event) => setMessage(event.target.value)}
            />
            {fieldError && (
              <p id={`${fieldId}-error`} className="field__error">
                {fieldError}
              </p>
            )}
          </div>
          <div className="quiz-modal__actions">
            <button type="button" className="btn btn--secondary" onClick={close}>
              Cancel
            </button>
            <button type="submit" className="btn btn--primary" disabled={status === 'sending'}>
              {status === 'sending' ? 'Sending…' : 'Send report'}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
