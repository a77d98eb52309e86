import { useCallback, useState } from 'react';
import { isApiError, type FieldMessages } from '#web/lib/api-error.ts';

/**
 * What `submit` returns. It never throws: a screen reads `ok` and shows its success or danger
 * snackbar. `invalid` = the API answered 422 and its field errors are now on the fields.
 */
export type SubmitResult<R> = { ok: true; data: R } | { ok: false; invalid: boolean; error: unknown };

export interface BoundField<V> {
  name: string;
  value: V;
  onChange: (value: V) => void;
  errorText: string | undefined;
}

export interface ApiForm<T> {
  values: T;
  setField: <K extends keyof T>(name: K, value: T[K]) => void;
  setValues: (values: T | ((current: T) => T)) => void;
  submitting: boolean;
  fieldErrors: FieldMessages;
  /** The first message for a dotted path, or undefined. */
  errorOf: (path: string) => string | undefined;
  /** A field's props for `TextField`/`TextAreaField`: its name, value, change handler and error (under its own name). */
  bind: <K extends keyof T & string>(name: K) => BoundField<T[K]>;
  /** For errors found on the client (e.g. a password mismatch); shown like the server's. */
  setFieldErrors: (errors: FieldMessages) => void;
  /** The last failure that was not a 422 (network, 403, 500…); cleared by the next submit. */
  error: unknown;
  submit: <R>(action: (values: T) => Promise<R>) => Promise<SubmitResult<R>>;
}

/**
 * Form state for a screen that saves through the API: values, a `submitting` flag, and the API's
 * 422 field errors mapped onto the fields. Errors are cleared when the next submit starts.
 */
export function useApiForm<T extends object>(initialValues: T | (() => T)): ApiForm<T> {
  const [values, setValues] = useState<T>(initialValues);
  const [submitting, setSubmitting] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldMessages>({});
  const [error, setError] = useState<unknown>(undefined);
  const setField = useCallback(<K extends keyof T>(name: K, value: T[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
  }, []);

  const errorOf = useCallback((path: string) => fieldErrors[path]?.[0], [fieldErrors]);
  const bind = <K extends keyof T & string>(name: K): BoundField<T[K]> => ({
    name,
    value: values[name],
    onChange: (value) => setField(name, value),
    errorText: errorOf(name),
  });

  const submit = useCallback(
    async <R>(action: (values: T) => Promise<R>): Promise<SubmitResult<R>> => {
      setSubmitting(true);
      setFieldErrors({});
      setError(undefined);
      try {
        return { ok: true, data: await action(values) };
      } catch (caught) {
        if (isApiError(caught) && caught.status === 422) {
          setFieldErrors(caught.fieldErrors);
          return { ok: false, invalid: true, error: caught };
        }
        setError(caught);
        return { ok: false, invalid: false, error: caught };
      } finally {
        setSubmitting(false);
      }
    },
    [values],
  );

  return { values, setField, setValues, submitting, fieldErrors, errorOf, bind, setFieldErrors, error, submit };
}
