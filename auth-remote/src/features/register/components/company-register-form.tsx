import { Button, PasswordField, SelectField, TextField, paths } from '@peworld/shared-ui';
import { FormErrorBanner } from '../../../components/form-error-banner/form-error-banner';
import { FormFooter, FormStack, TextLink } from '../../../components/form-parts/form-parts';
import { useCompanyRegister } from '../hooks/use-company-register';
import { companyFieldSelectOptions } from './company-fields';

/** /comp-regist: the person registering, their company and its field, and a password. */
export function CompanyRegisterForm() {
  const { field, handleSubmit, pending, problem, formRef } = useCompanyRegister();
  return (
    <FormStack ref={formRef} onSubmit={handleSubmit} noValidate aria-label="Register as employer">
      <FormErrorBanner problem={problem} />
      <TextField
        {...field('name')}
        id="company-regist-name"
        label="Name"
        autoComplete="name"
        placeholder="Enter your full name"
        maxLength={100}
      />
      <TextField
        {...field('email')}
        id="company-regist-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="Enter your work email"
      />
      <TextField
        {...field('company')}
        id="company-regist-company"
        label="Company"
        autoComplete="organization"
        placeholder="Your company’s name"
        maxLength={100}
      />
      <SelectField
        {...field('field')}
        id="company-regist-field"
        label="Field"
        placeholder="Choose your company’s field"
        options={companyFieldSelectOptions}
        hint="Talent browse companies by Tech and Non-tech fields."
      />
      <TextField
        {...field('phone')}
        id="company-regist-phone"
        label="Phone number"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="e.g. +6281234567890"
      />
      <PasswordField
        {...field('password')}
        id="company-regist-password"
        label="Password"
        autoComplete="new-password"
        placeholder="At least 8 characters"
      />
      <PasswordField
        {...field('confirm_password')}
        id="company-regist-confirm"
        label="Confirm password"
        autoComplete="new-password"
        placeholder="Type the password again"
      />
      <Button type="submit" variant="accent" size="lg" $block loading={pending}>
        Sign up
      </Button>
      <FormFooter>
        Already have an account? <TextLink to={paths.compLogin.getHref()}>Log in here</TextLink>
      </FormFooter>
    </FormStack>
  );
}
