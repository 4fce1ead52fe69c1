import { Button, PasswordField } from '@peworld/shared-ui';
import { FormErrorBanner } from '../../../components/form-error-banner/form-error-banner';
import { FormStack } from '../../../components/form-parts/form-parts';
import { useConfirmReset } from '../hooks/use-confirm-reset';
import { InvalidLinkNotice } from './invalid-link-notice';

export const MISSING_TOKEN_MESSAGE =
  'This password reset link is incomplete. Open the link from the email again, or ask for a new one.';

function ConfirmForm({ token }: { token: string }) {
  const { field, handleSubmit, pending, problem, formRef, linkProblem } = useConfirmReset(token);
  if (linkProblem) return <InvalidLinkNotice message={linkProblem} />;
  return (
    <FormStack ref={formRef} onSubmit={handleSubmit} noValidate aria-label="Set a new password">
      <FormErrorBanner problem={problem} />
      <PasswordField
        {...field('password')}
        id="new-password"
        label="New Password"
        autoComplete="new-password"
        placeholder="At least 8 characters"
      />
      <PasswordField
        {...field('confirm_password')}
        id="confirm-new-password"
        label="Confirm Password"
        autoComplete="new-password"
        placeholder="Type the new password again"
      />
      <Button type="submit" variant="accent" size="lg" $block loading={pending}>
        Reset password
      </Button>
    </FormStack>
  );
}

/** /confirm-password?token=…: choose a new password with the one-time token from the email. */
export function NewPasswordForm({ token }: { token: string | null }) {
  if (!token) return <InvalidLinkNotice message={MISSING_TOKEN_MESSAGE} />;
  return <ConfirmForm token={token} />;
}
