import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { errorDetails, fieldErrors, takeHeldSubmit, toApiError, useT } from '@peworld/shared-ui';
import type { FieldChecks, FieldErrors } from '../lib/validation';

/** What the red banner above a form shows: a sentence and, optionally, the details. */
export interface FormProblem {
  message: string;
  details: string[];
}

interface AuthFormOptions<V extends Record<string, string>> {
  initialValues: V;
  validate: (values: V) => FieldChecks<keyof V & string>;
  /** Sends the form; a thrown error (ApiError or anything else) is shown on the form. */
  submit: (values: V) => Promise<void>;
}

/** The values a form's named fields hold in the DOM where they differ from the initial ones. */
function readTypedValues<V extends Record<string, string>>(
  form: HTMLFormElement | null,
  initialValues: V,
): Partial<V> {
  const typed: Record<string, string> = {};
  if (!form) return typed as Partial<V>;
  for (const [name, initialValue] of Object.entries(initialValues)) {
    const control = form.elements.namedItem(name);
    const isField = control instanceof HTMLInputElement || control instanceof HTMLSelectElement;
    if (isField && control.value !== '' && control.value !== initialValue) {
      typed[name] = control.value;
    }
  }
  return typed as Partial<V>;
}

/**
 * Form state shared by every auth screen: controlled values (so nothing typed is lost
 * when a submit fails), client checks before sending, one request at a time, and the
 * server's message and per-field errors mapped back onto the form.
 */
export function useAuthForm<V extends Record<string, string>>({
  initialValues,
  validate,
  submit,
}: AuthFormOptions<V>) {
  type Key = keyof V & string;
  const t = useT();
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Key>>({});
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [pending, setPending] = useState(false);
  // A ref, not state: a fast double Enter must not slip a second request in before re-render.
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const initial = useRef(initialValues);

  // A pre-rendered form (login) can be typed into, or autofilled, before its scripts hydrate
  // it: React keeps that text in the fields but not in state, so a submit would see empty
  // fields and the next render would wipe them. Adopt what the fields hold, once.
  // A submit clicked before hydration was held by the shell: send it now, with those values.
  const [heldSubmit, setHeldSubmit] = useState(false);
  useLayoutEffect(() => {
    const form = formRef.current;
    const typed = readTypedValues(form, initial.current);
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
    if (form && takeHeldSubmit(form)) setHeldSubmit(true);
  }, []);
  useEffect(() => {
    if (!heldSubmit) return;
    setHeldSubmit(false);
    formRef.current?.requestSubmit();
  }, [heldSubmit]);

  // After a failed client check, move focus to the first invalid field so keyboard and
  // screen-reader users land on what needs fixing.
  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const field = useCallback(
    (name: Key) => ({
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
        const { value } = event.target;
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) => {
          if (!current[name]) return current;
          const next = { ...current };
          delete next[name];
          return next;
        });
      },
    }),
    [values, errors],
  );

  const handleSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (sending.current) return;
      const found = validate(values);
      if (Object.keys(found).length > 0) {
        // Each message sits beside its field and focus moves to the first one, so the banner
        // only says that something needs fixing.
        const messages: FieldErrors<Key> = {};
        for (const [key, check] of Object.entries(found) as [Key, (typeof found)[Key]][])
          if (check) messages[key] = t(check.id, check.values);
        setErrors(messages);
        setProblem({ message: t('auth.check.fields'), details: [] });
        setFocusRequest((n) => n + 1);
        return;
      }
      sending.current = true;
      setPending(true);
      setProblem(null);
      try {
        await submit(values);
      } catch (caught) {
        const error = toApiError(caught);
        const byField = fieldErrors(error);
        const known: FieldErrors<Key> = {};
        for (const key of Object.keys(byField)) {
          if (key in values) known[key as Key] = byField[key];
        }
        setErrors(known);
        setProblem({ message: error.message, details: errorDetails(error) });
      } finally {
        sending.current = false;
        setPending(false);
      }
    },
    [submit, validate, values, t],
  );

  return { values, errors, problem, pending, field, handleSubmit, formRef };
}
