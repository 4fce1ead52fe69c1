import { Button, TextField, paths } from '@peworld/shared-ui';
import { FormErrorBanner } from '../../../components/form-error-banner/form-error-banner';
import { FormFooter, FormStack, TextLink } from '../../../components/form-parts/form-parts';
import { useRequestReset } from '../hooks/use-request-reset';

/** /reset-password: the account's email, to receive a reset link. */
export function ResetRequestForm() {
  const { field, handleSubmit, pending, problem, formRef } = useRequestReset();
  return (
    <FormStack ref={formRef} onSubmit={handleSubmit} noValidate aria-label="Reset password">
      <FormErrorBanner problem={problem} />
      <TextField
        {...field('email')}
        id="reset-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="Enter your email address"
      />
      <Button type="submit" variant="accent" size="lg" $block loading={pending}>
        Send password reset email
      </Button>
      <FormFooter>
        Remembered it? Log in as <TextLink to={paths.userLogin.getHref()}>employee</TextLink> or{' '}
        <TextLink to={paths.compLogin.getHref()}>employer</TextLink>
      </FormFooter>
    </FormStack>
  );
}
