import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths, readReturnPath, useSession, useToast } from '@peworld/shared-ui';
import { useAuthForm } from '../../../hooks/use-auth-form';
import { checkEmail, checkPasswordPresent, compactErrors } from '../../../lib/validation';
import { loginCompany } from '../api/login-company';
import { loginUser } from '../api/login-user';

export type LoginAudience = 'talent' | 'recruiter';

export interface LoginValues extends Record<string, string> {
  email: string;
  password: string;
}

const LOGIN_CALLS = { talent: loginUser, recruiter: loginCompany } as const;

// At login only presence is checked: old accounts may predate today's password rules.
const validateLogin = (values: LoginValues) =>
  compactErrors({
    email: checkEmail(values.email),
    password: checkPasswordPresent(values.password),
  });

/**
 * Login form state and submit for one audience: on success the answer's user is stored
 * as the session, the server's message is shown as a toast and the visitor lands on the page
 * they opened before logging in (a profile, /chat/7 from the hire e-mail), else on /home.
 */
export function useLogin(audience: LoginAudience, initialEmail = '') {
  const session = useSession();
  const toast = useToast();
  const navigate = useNavigate();

  const submit = useCallback(
    async ({ email, password }: LoginValues) => {
      const answer = await LOGIN_CALLS[audience]({ email: email.trim(), password });
      toast.show(answer.message, 'success');
      session.login(answer.result.user);
      navigate(readReturnPath() ?? paths.home.getHref(), { replace: true });
    },
    [audience, navigate, session, toast],
  );

  return useAuthForm<LoginValues>({
    initialValues: { email: initialEmail, password: '' },
    validate: validateLogin,
    submit,
  });
}
