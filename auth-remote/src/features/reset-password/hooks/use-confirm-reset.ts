import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fieldErrors, paths, toApiError } from '@peworld/shared-ui';
import { useAuthForm } from '../../../hooks/use-auth-form';
import { flashState } from '../../../lib/flash';
import { checkConfirmPassword, checkNewPassword, compactErrors } from '../../../lib/validation';
import { confirmPasswordReset } from '../api/confirm-password-reset';

export interface NewPasswordValues extends Record<string, string> {
  password: string;
  confirm_password: string;
}

const EMPTY: NewPasswordValues = { password: '', confirm_password: '' };

const validate = (v: NewPasswordValues) =>
  compactErrors({
    password: checkNewPassword(v.password),
    confirm_password: checkConfirmPassword(v.password, v.confirm_password),
  });

const LOGIN_HREF_BY_ROLE = {
  talent: paths.userLogin.getHref(),
  recruiter: paths.compLogin.getHref(),
} as const;

/**
 * Sets a new password with the token from the e-mail link. A 400 that is not about the
 * password itself means the link is expired, used or forged: the screen then swaps the
 * form for a "request a new link" notice carrying the server's message.
 */
export function useConfirmReset(token: string) {
  const navigate = useNavigate();
  const [linkProblem, setLinkProblem] = useState<string | null>(null);

  const submit = useCallback(
    async ({ password }: NewPasswordValues) => {
      try {
        const answer = await confirmPasswordReset({ token, password });
        navigate(LOGIN_HREF_BY_ROLE[answer.result.role], {
          replace: true,
          state: flashState(answer.message),
        });
      } catch (caught) {
        const error = toApiError(caught);
        if (error.status === 400 && !fieldErrors(error).password) {
          setLinkProblem(error.message);
          return;
        }
        throw error;
      }
    },
    [navigate, token],
  );

  const form = useAuthForm<NewPasswordValues>({ initialValues: EMPTY, validate, submit });
  return { ...form, linkProblem };
}
