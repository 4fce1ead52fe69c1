import { Button, PASSWORD_MIN_LENGTH, PasswordField, useT } from '@peworld/shared-ui';
import { FormErrorBanner } from '../../../components/form-error-banner/form-error-banner';
import { FormStack } from '../../../components/form-parts/form-parts';
import { useConfirmReset } from '../hooks/use-confirm-reset';
import { InvalidLinkNotice } from './invalid-link-notice';

function ConfirmForm({ token }: { token: string }) {
  const { field, handleSubmit, pending, problem, formRef, linkProblem } = useConfirmReset(token);
  const t = useT();
  if (linkProblem) return <InvalidLinkNotice message={linkProblem} />;
  return (
    <FormStack
      ref={formRef}
      onSubmit={handleSubmit}
      noValidate
      aria-label={t('auth.reset.newForm')}
    >
      <FormErrorBanner problem={problem} />
      <PasswordField
        {...field('password')}
        id="new-password"
        label={t('auth.reset.newPassword')}
        autoComplete="new-password"
        placeholder={t('auth.field.newPasswordPlaceholder', { min: PASSWORD_MIN_LENGTH })}
      />
      <PasswordField
        {...field('confirm_password')}
        id="confirm-new-password"
        label={t('auth.reset.confirmPassword')}
        autoComplete="new-password"
        placeholder={t('auth.reset.confirmPlaceholder')}
      />
      <Button type="submit" variant="accent" size="lg" $block loading={pending}>
        {t('auth.reset.submitNew')}
      </Button>
    </FormStack>
  );
}

/** /confirm-password?token=…: choose a new password with the one-time token from the email. */
export function NewPasswordForm({ token }: { token: string | null }) {
  const t = useT();
  if (!token) return <InvalidLinkNotice message={t('auth.reset.missingToken')} />;
  return <ConfirmForm token={token} />;
}
