import type { ContactInput } from '@medprep/shared';
import { baseApi, callServer } from '../../app/api/base-api';
import type { ApiError } from '../../app/api/api-error';

export const CONTACT_PATH = '/api/contact';

export const CONTACT_SENT_MESSAGE = 'Thank you — your message has been sent. We usually reply within two working days.';
export const CONTACT_RATE_LIMITED_MESSAGE = 'You have sent several messages in a short time. Please wait a few minutes and try again.';
export const CONTACT_FAILED_MESSAGE = 'We couldn’t send your message. Check your connection and try again.';

export type ContactField = keyof ContactInput;

/** Why sending failed, for the form: a message and, for a 400, the server's message per field. */
export interface ContactFailure {
  message: string;
  fields: Partial<Record<ContactField, string>>;
}

const FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

function fieldErrors(details: ApiError['details']): ContactFailure['fields'] {
  const list = details?.fields;
  const errors: ContactFailure['fields'] = {};
  if (!Array.isArray(list)) return errors;
  for (const item of list as { field?: unknown; message?: unknown }[]) {
    const field = FIELDS.find((name) => name === item.field);
    if (field && typeof item.message === 'string') errors[field] ??= item.message;
  }
  return errors;
}

/** 400 names the fields; 429 asks the visitor to wait; anything else is a failed send. */
export function contactFailure(error: Partial<ApiError>): ContactFailure {
  if (error.status === 429) return { message: CONTACT_RATE_LIMITED_MESSAGE, fields: {} };
  if (error.status === 400) return { message: error.message ?? 'Please check the form.', fields: fieldErrors(error.details) };
  return { message: CONTACT_FAILED_MESSAGE, fields: {} };
}

/** POST /api/contact: 201 stores the message. */
export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<null, ContactInput>({
      queryFn: (input, { extra }) =>
        callServer(extra, async ({ http }) => {
          await http.post(CONTACT_PATH, input);
          return null;
        }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
