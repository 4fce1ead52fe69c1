import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@peworld/shared-ui';
import { useAuthForm } from '../../../hooks/use-auth-form';
import { flashState } from '../../../lib/flash';
import { checkEmail, compactErrors } from '../../../lib/validation';
import { requestPasswordReset } from '../api/request-password-reset';

export interface ResetRequestValues extends Record<string, string> {
  email: string;
}

const validate = (v: ResetRequestValues) => compactErrors({ email: checkEmail(v.email) });

/**
 * Asks the API to mail a reset link. The answer is the same whether or not the account
 * exists (no account probing), so success always leads to the check-your-email screen.
 */
export function useRequestReset() {
  const navigate = useNavigate();
  const submit = useCallback(
    async ({ email }: ResetRequestValues) => {
      const trimmed = email.trim();
      const answer = await requestPasswordReset(trimmed);
      navigate(paths.confirmPasswordLogin.getHref(), {
        state: flashState(answer.message, trimmed),
      });
    },
    [navigate],
  );
  return useAuthForm<ResetRequestValues>({ initialValues: { email: '' }, validate, submit });
}
