import { SelectField, TextField, paths } from '@peworld/shared-ui';
import { useCompanyRegister } from '../hooks/use-company-register';
import { companyFieldSelectOptions } from './company-fields';
import { RegisterFormLayout } from './register-form-layout';

/** /comp-regist: the person registering, their company and its field, and a password. */
export function CompanyRegisterForm() {
  const form = useCompanyRegister();
  return (
    <RegisterFormLayout
      form={form}
      idPrefix="company-regist"
      label="Register as employer"
      nameKey="name"
      emailPlaceholder="Enter your work email"
      loginHref={paths.compLogin.getHref()}
    >
      <TextField
        {...form.field('company')}
        id="company-regist-company"
        label="Company"
        autoComplete="organization"
        placeholder="Your company’s name"
        maxLength={100}
      />
      <SelectField
        {...form.field('field')}
        id="company-regist-field"
        label="Field"
        placeholder="Choose your company’s field"
        options={companyFieldSelectOptions}
        hint="Talent browse companies by Tech and Non-tech fields."
      />
    </RegisterFormLayout>
  );
}
