import type { ContactInput } from '@medprep/shared';
import { createAppAsyncThunk } from '../../app/create-app-thunk';
import { HttpError } from '../../lib/http';

export const CONTACT_PATH = '/api/contact';

export const CONTACT_SENT_MESSAGE = 'Thank you — your message has been sent. We usually reply within two working days.';
export const CONTACT_RATE_LIMITED_MESSAGE = 'You have sent several messages in a short time. Please wait a few minutes and try again.';
export const CONTACT_FAILED_MESSAGE = 'We couldn’t send your message. Check your connection and try again.';

export type ContactField = keyof ContactInput;

/** Why sending failed: a message for the form and, for a 400, the server's message per field. */
export interface ContactFailure {
  message: string;
  fields: Partial<Record<ContactField, string>>;
}

const FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

function fieldErrors(body: unknown): ContactFailure['fields'] {
  const list = (body as { details?: { fields?: unknown } } | null)?.details?.fields;
  const errors: ContactFailure['fields'] = {};
  if (!Array.isArray(list)) return errors;
  for (const item of list as { field?: unknown; message?: unknown }[]) {
    const field = FIELDS.find((name) => name === item.field);
    if (field && typeof item.message === 'string') errors[field] ??= item.message;
  }
  return errors;
}

/** POST /api/contact: 201 stores the message; 400 names the fields; 429 asks the visitor to wait. */
export const contactMessageSent = createAppAsyncThunk.withTypes<{ rejectValue: ContactFailure }>()(
  'contact/messageSent',
  async (input: ContactInput, { extra, rejectWithValue }) => {
    try {
      await extra.http.post(CONTACT_PATH, input);
      return true;
    } catch (error) {
      if (error instanceof HttpError && error.status === 429) {
        return rejectWithValue({ message: CONTACT_RATE_LIMITED_MESSAGE, fields: {} });
      }
      if (error instanceof HttpError && error.status === 400) {
        return rejectWithValue({ message: error.serverMessage ?? 'Please check the form.', fields: fieldErrors(error.body) });
      }
      return rejectWithValue({ message: CONTACT_FAILED_MESSAGE, fields: {} });
    }
  },
);
