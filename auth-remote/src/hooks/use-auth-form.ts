import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors as FormFieldErrors,
  type FieldPath,
  type PathValue,
  type Resolver,
} from 'react-hook-form';
import { applyServerErrors, errorDetails, takeHeldSubmit, useT } from '@peworld/shared-ui';
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
 * Every auth screen's form on react-hook-form: the values live in the library (controlled
 * inputs, so nothing typed is lost when a submit fails), the screen's checks run as its
 * resolver before sending, one request at a time, and the server's message goes to the banner
 * while its per-field errors land on the fields through shared-ui's applyServerErrors.
 */
export function useAuthForm<V extends Record<string, string>>({
  initialValues,
  validate,
  submit,
}: AuthFormOptions<V>) {
  type Key = keyof V & string;
  const t = useT();
  // The screen's checks, translated: react-hook-form runs them on submit (and not before).
  const resolver = useCallback<Resolver<V>>(
    (values) => {
      const found = validate(values);
      const errors: Record<string, { type: string; message: string }> = {};
      for (const [key, check] of Object.entries(found))
        if (check) errors[key] = { type: 'validate', message: t(check.id, check.values) };
      return Object.keys(errors).length > 0
        ? { values: {}, errors: errors as FormFieldErrors<V> }
        : { values, errors: {} };
    },
    [validate, t],
  );
  const form = useForm<V>({
    defaultValues: initialValues as DefaultValues<V>,
    resolver,
    // Fields are controlled here (not registered), so focus moves in the effect below.
    shouldFocusError: false,
  });
  const { watch, setValue, clearErrors, formState } = form;
  const values = watch();
  const [problem, setProblem] = useState<FormProblem | null>(null);
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
    const element = formRef.current;
    const typed = readTypedValues(element, initial.current);
    for (const [name, value] of Object.entries(typed))
      setValue(name as FieldPath<V>, value as PathValue<V, FieldPath<V>>);
    if (element && takeHeldSubmit(element)) setHeldSubmit(true);
  }, [setValue]);
  useEffect(() => {
    if (!heldSubmit) return;
    setHeldSubmit(false);
    formRef.current?.requestSubmit();
  }, [heldSubmit]);

  // After a failed check, move focus to the first invalid field so keyboard and screen-reader
  // users land on what needs fixing.
  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const errors: FieldErrors<Key> = {};
  for (const [key, error] of Object.entries(formState.errors))
    if (typeof error?.message === 'string') errors[key as Key] = error.message;

  const field = (name: Key) => ({
    name,
    value: values[name] ?? '',
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      setValue(name as FieldPath<V>, event.target.value as PathValue<V, FieldPath<V>>);
      clearErrors(name as FieldPath<V>);
    },
  });

  const send = form.handleSubmit(
    async (checked) => {
      setProblem(null);
      try {
        await submit(checked);
      } catch (caught) {
        const { error, mapped } = applyServerErrors(form, caught);
        setProblem({ message: error.message, details: errorDetails(error) });
        if (mapped.length > 0) setFocusRequest((n) => n + 1);
      }
    },
    () => {
      // Each message sits beside its field and focus moves to the first one, so the banner
      // only says that something needs fixing.
      setProblem({ message: t('auth.check.fields'), details: [] });
      setFocusRequest((n) => n + 1);
    },
  );

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    try {
      await send(event);
    } finally {
      sending.current = false;
    }
  };

  return {
    values,
    errors,
    problem,
    pending: formState.isSubmitting,
    field,
    handleSubmit,
    formRef,
  };
}
