import { useLocation } from 'react-router-dom';
import { Button, PasswordField, TextField, paths, useRichT, useT } from '@peworld/shared-ui';
import { FormErrorBanner } from '../../../components/form-error-banner/form-error-banner';
import {
  FormFooter,
  FormRow,
  FormStack,
  TextLink,
} from '../../../components/form-parts/form-parts';
import { readFlash } from '../../../lib/flash';
import { useLogin, type LoginAudience } from '../hooks/use-login';

const SIGN_UP_HREF: Record<LoginAudience, string> = {
  talent: paths.userRegist.getHref(),
  recruiter: paths.compRegist.getHref(),
};

/** Email + password login for talent (/user-login) or employers (/comp-login). */
export function LoginForm({ audience }: { audience: LoginAudience }) {
  const t = useT();
  const rich = useRichT();
  // After sign-up or a password reset the previous screen may pass the email along.
  const carriedEmail = readFlash(useLocation().state)?.email ?? '';
  const { field, handleSubmit, pending, problem, formRef } = useLogin(audience, carriedEmail);
  const idPrefix = `${audience}-login`;

  return (
    <FormStack ref={formRef} onSubmit={handleSubmit} noValidate aria-label={t('auth.login.form')}>
      <FormErrorBanner problem={problem} />
      <TextField
        {...field('email')}
        id={`${idPrefix}-email`}
        label={t('auth.field.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('auth.field.emailPlaceholder')}
      />
      <PasswordField
        {...field('password')}
        id={`${idPrefix}-password`}
        label={t('auth.field.password')}
        autoComplete="current-password"
        placeholder={t('auth.field.passwordPlaceholder')}
      />
      <FormRow>
        <TextLink to={paths.resetPassword.getHref()}>{t('auth.login.forgot')}</TextLink>
      </FormRow>
      <Button type="submit" variant="accent" size="lg" $block loading={pending}>
        {t('auth.login.submit')}
      </Button>
      <FormFooter>
        {rich('auth.login.noAccount', {
          link: (chunks) => <TextLink to={SIGN_UP_HREF[audience]}>{chunks}</TextLink>,
        })}
      </FormFooter>
    </FormStack>
  );
}
