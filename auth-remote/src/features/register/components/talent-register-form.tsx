import { Button, PasswordField, TextField, paths } from '@peworld/shared-ui';
import { FormErrorBanner } from '../../../components/form-error-banner/form-error-banner';
import { FormFooter, FormStack, TextLink } from '../../../components/form-parts/form-parts';
import { useTalentRegister } from '../hooks/use-talent-register';

/** /user-regist: name, email, phone and password for a new talent account. */
export function TalentRegisterForm() {
  const { field, handleSubmit, pending, problem, formRef } = useTalentRegister();
  return (
    <FormStack ref={formRef} onSubmit={handleSubmit} noValidate aria-label="Register as employee">
      <FormErrorBanner problem={problem} />
      <TextField
        {...field('full_name')}
        id="talent-regist-name"
        label="Name"
        autoComplete="name"
        placeholder="Enter your full name"
        maxLength={100}
      />
      <TextField
        {...field('email')}
        id="talent-regist-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="Enter your email address"
      />
      <TextField
        {...field('phone')}
        id="talent-regist-phone"
        label="Phone number"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="e.g. +6281234567890"
      />
      <PasswordField
        {...field('password')}
        id="talent-regist-password"
        label="Password"
        autoComplete="new-password"
        placeholder="At least 8 characters"
      />
      <PasswordField
        {...field('confirm_password')}
        id="talent-regist-confirm"
        label="Confirm password"
        autoComplete="new-password"
        placeholder="Type the password again"
      />
      <Button type="submit" variant="accent" size="lg" $block loading={pending}>
        Sign up
      </Button>
      <FormFooter>
        Already have an account? <TextLink to={paths.userLogin.getHref()}>Log in here</TextLink>
      </FormFooter>
    </FormStack>
  );
}
