import { Button, TextField, paths, useRichT, useT } from '@peworld/shared-ui';
import { FormErrorBanner } from '../../../components/form-error-banner/form-error-banner';
import { FormFooter, FormStack, TextLink } from '../../../components/form-parts/form-parts';
import { useRequestReset } from '../hooks/use-request-reset';

/** /reset-password: the account's email, to receive a reset link. */
export function ResetRequestForm() {
  const t = useT();
  const rich = useRichT();
  const { field, handleSubmit, pending, problem, formRef } = useRequestReset();
  return (
    <FormStack
      ref={formRef}
      onSubmit={handleSubmit}
      noValidate
      aria-label={t('auth.reset.requestForm')}
    >
      <FormErrorBanner problem={problem} />
      <TextField
        {...field('email')}
        id="reset-email"
        label={t('auth.field.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('auth.field.emailPlaceholder')}
      />
      <Button type="submit" variant="accent" size="lg" $block loading={pending}>
        {t('auth.reset.send')}
      </Button>
      <FormFooter>
        {rich('auth.reset.remembered', {
          talent: (chunks) => <TextLink to={paths.userLogin.getHref()}>{chunks}</TextLink>,
          recruiter: (chunks) => <TextLink to={paths.compLogin.getHref()}>{chunks}</TextLink>,
        })}
      </FormFooter>
    </FormStack>
  );
}
