import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

/** The part of a zod schema the form uses, so that the rules stay in @medprep/shared. */
export interface FormSchema<T> {
  safeParse(value: unknown):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** A save the server refused: its code, its message, and (from some procedures) the field it is about. */
export type Refusal = { code?: string; message?: string } | { code?: string; message?: string; field?: string };

/** Where a refusal's message belongs: the field its code points at, or the field the server named if it is one of `fields`. */
export interface RefusalFields<K extends string> {
  codes?: Partial<Record<string, K>>;
  fields?: readonly K[];
}

/** The same field for each of `codes` (for `RefusalFields.codes`). */
export const onCodes = <K extends string>(codes: readonly string[], field: K): Record<string, K> => Object.fromEntries(codes.map((code) => [code, field]));

function check<K extends string, T>(schema: FormSchema<T>, values: Record<K, string>) {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} as FieldErrors<K> };
  const errors: FieldErrors<K> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as K;
    errors[field] ??= issue.message;
  }
  return { data: null, errors };
}

/**
 * Form state checked with a schema from @medprep/shared: errors appear on submit and, after a
 * first attempt, update as the user types. A failed submit moves focus to the first invalid field.
 * `run` receives the parsed data; while it runs, `pending` is true and a second submit is ignored.
 */
export function useValidatedForm<K extends string, T>(schema: FormSchema<T>, initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [attempted, setAttempted] = useState(false);
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const field = useCallback(
    (name: K) => ({
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
        const next = { ...values, [name]: event.target.value };
        setValues(next);
        if (attempted) setErrors(check(schema, next).errors);
      },
    }),
    [values, errors, attempted, schema],
  );

  const setFieldError = useCallback((name: K, message: string) => {
    setErrors((current) => ({ ...current, [name]: message }));
    setFocusRequest((n) => n + 1);
  }, []);

  /** Shows a refused save on the field it is about (see RefusalFields), else above the buttons; `fallback` when it has no message. */
  const showRefusal = useCallback(
    (error: Refusal | undefined, fallback: string, where: RefusalFields<K> = {}) => {
      const message = error?.message ?? fallback;
      const named = error && 'field' in error ? where.fields?.find((f) => f === error.field) : undefined;
      const field = (error?.code ? where.codes?.[error.code] : undefined) ?? named;
      if (field) setFieldError(field, message);
      else setServerError(message);
    },
    [setFieldError],
  );

  const handleSubmit = (run: (data: T) => Promise<void>) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setAttempted(true);
    setServerError(null);
    const { data, errors: found } = check(schema, values);
    setErrors(found);
    if (data === null) {
      setFocusRequest((n) => n + 1);
      return;
    }
    setPending(true);
    // React ignores what an event handler returns: the run reports its own failures in the form.
    void run(data).finally(() => setPending(false));
  };

  return { formRef, values, errors, field, pending, serverError, setServerError, setFieldError, showRefusal, handleSubmit };
}
