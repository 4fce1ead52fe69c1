import type { ReactNode } from 'react';
import { Button, PasswordField, TextField } from '@peworld/shared-ui';
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
  return (
    <FormStack ref={formRef} onSubmit={handleSubmit} noValidate aria-label={label}>
      <FormErrorBanner problem={problem} />
      <TextField
        {...field(nameKey)}
        id={`${idPrefix}-name`}
        label="Name"
        autoComplete="name"
        placeholder="Enter your full name"
        maxLength={100}
      />
      <TextField
        {...field('email')}
        id={`${idPrefix}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={emailPlaceholder}
      />
      {children}
      <TextField
        {...field('phone')}
        id={`${idPrefix}-phone`}
        label="Phone number"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="e.g. +6281234567890"
      />
      <PasswordField
        {...field('password')}
        id={`${idPrefix}-password`}
        label="Password"
        autoComplete="new-password"
        placeholder="At least 8 characters"
      />
      <PasswordField
        {...field('confirm_password')}
        id={`${idPrefix}-confirm`}
        label="Confirm password"
        autoComplete="new-password"
        placeholder="Type the password again"
      />
      <Button type="submit" variant="accent" size="lg" $block loading={pending}>
        Sign up
      </Button>
      <FormFooter>
        Already have an account? <TextLink to={loginHref}>Log in here</TextLink>
      </FormFooter>
    </FormStack>
  );
}
