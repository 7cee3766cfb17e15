export interface FormAlertProps {
  message: string | null;
}

/**
 * The form's live region for errors from the server: always in the page (so that screen readers
 * announce the text when it appears), styled only when there is a message.
 */
export function FormAlert({ message }: FormAlertProps) {
  return (
    <div role="alert" aria-atomic="true" className={message ? 'notice notice--error form-alert' : 'form-alert'}>
      {message}
    </div>
  );
}
