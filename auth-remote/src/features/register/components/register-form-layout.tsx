import type { ReactNode } from 'react';
import {
  Button,
  PASSWORD_MIN_LENGTH,
  PasswordField,
  TextField,
  useRichT,
  useT,
} from '@peworld/shared-ui';
import { FormErrorBanner } from '../../../components/form-error-banner/form-error-banner';
import { FormFooter, FormStack, TextLink } from '../../../components/form-parts/form-parts';
import type { useAuthForm } from '../../../hooks/use-auth-form';
import type { RegisterValues } from '../hooks/use-register-form';

interface RegisterFormLayoutProps<V extends RegisterValues> {
  form: ReturnType<typeof useAuthForm<V>>;
  /** Prefix of every input id, e.g. "talent-regist". */
  idPrefix: string;
  label: string;
  /** The value that holds the person's full name. */
  nameKey: keyof V & string;
  emailPlaceholder: string;
  loginHref: string;
  /** Fields of this account type, shown between the email and the phone number. */
  children?: ReactNode;
}

/** The fields and buttons every sign-up screen shares, in the same order on both. */
export function RegisterFormLayout<V extends RegisterValues>({
  form,
  idPrefix,
  label,
  nameKey,
  emailPlaceholder,
  loginHref,
  children,
}: RegisterFormLayoutProps<V>) {
  const { field, handleSubmit, pending, problem, formRef } = form;
  const t = useT();
  const rich = useRichT();
  return (
    <FormStack ref={formRef} onSubmit={handleSubmit} noValidate aria-label={label}>
      <FormErrorBanner problem={problem} />
      <TextField
        {...field(nameKey)}
        id={`${idPrefix}-name`}
        label={t('auth.field.name')}
        autoComplete="name"
        placeholder={t('auth.field.namePlaceholder')}
        maxLength={100}
      />
      <TextField
        {...field('email')}
        id={`${idPrefix}-email`}
        label={t('auth.field.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={emailPlaceholder}
      />
      {children}
      <TextField
        {...field('phone')}
        id={`${idPrefix}-phone`}
        label={t('auth.field.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder={t('auth.field.phonePlaceholder', { example: '+6281234567890' })}
      />
      <PasswordField
        {...field('password')}
        id={`${idPrefix}-password`}
        label={t('auth.field.password')}
        autoComplete="new-password"
        placeholder={t('auth.field.newPasswordPlaceholder', { min: PASSWORD_MIN_LENGTH })}
      />
      <PasswordField
        {...field('confirm_password')}
        id={`${idPrefix}-confirm`}
        label={t('auth.field.confirmPassword')}
        autoComplete="new-password"
        placeholder={t('auth.field.confirmPlaceholder')}
      />
      <Button type="submit" variant="accent" size="lg" $block loading={pending}>
        {t('auth.register.submit')}
      </Button>
      <FormFooter>
        {rich('auth.register.haveAccount', {
          link: (chunks) => <TextLink to={loginHref}>{chunks}</TextLink>,
        })}
      </FormFooter>
    </FormStack>
  );
}
