import { useLocation } from 'react-router-dom';
import { Button, PasswordField, TextField, paths } from '@peworld/shared-ui';
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
  // After sign-up or a password reset the previous screen may pass the email along.
  const carriedEmail = readFlash(useLocation().state)?.email ?? '';
  const { field, handleSubmit, pending, problem, formRef } = useLogin(audience, carriedEmail);
  const idPrefix = `${audience}-login`;

  return (
    <FormStack ref={formRef} onSubmit={handleSubmit} noValidate aria-label="Log in">
      <FormErrorBanner problem={problem} />
      <TextField
        {...field('email')}
        id={`${idPrefix}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="Enter your email address"
      />
      <PasswordField
        {...field('password')}
        id={`${idPrefix}-password`}
        label="Password"
        autoComplete="current-password"
        placeholder="Enter your password"
      />
      <FormRow>
        <TextLink to={paths.resetPassword.getHref()}>Forgot Password?</TextLink>
      </FormRow>
      <Button type="submit" variant="accent" size="lg" $block loading={pending}>
        Log in
      </Button>
      <FormFooter>
        Don&apos;t have an account? <TextLink to={SIGN_UP_HREF[audience]}>Sign up here</TextLink>
      </FormFooter>
    </FormStack>
  );
}
