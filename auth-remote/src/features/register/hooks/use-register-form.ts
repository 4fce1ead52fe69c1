import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthForm } from '../../../hooks/use-auth-form';
import { flashState } from '../../../lib/flash';
import type { FieldChecks } from '../../../lib/validation';

/** Fields every sign-up form has, whatever the account type. */
export interface RegisterValues extends Record<string, string> {
  email: string;
  phone: string;
  password: string;
  confirm_password: string;
}

interface RegisterFormOptions<V extends RegisterValues> {
  initialValues: V;
  validate: (values: V) => FieldChecks<keyof V & string>;
  /** Sends the sign-up with the trimmed email; keep it stable (module level). */
  send: (values: V, email: string) => Promise<{ message: string }>;
  /** The login screen that opens on success, showing the server's message. */
  loginHref: string;
}

/** Sign-up form state: on success the matching login opens with the message and the email. */
export function useRegisterForm<V extends RegisterValues>({
  initialValues,
  validate,
  send,
  loginHref,
}: RegisterFormOptions<V>) {
  const navigate = useNavigate();
  const submit = useCallback(
    async (v: V) => {
      const email = v.email.trim();
      const answer = await send(v, email);
      navigate(loginHref, { state: flashState(answer.message, email) });
    },
    [navigate, send, loginHref],
  );
  return useAuthForm<V>({ initialValues, validate, submit });
}
