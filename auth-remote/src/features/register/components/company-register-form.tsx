import { SelectField, TextField, paths } from '@peworld/shared-ui';
import { useCompanyRegister } from '../hooks/use-company-register';
import { companyFieldSelectOptions } from './company-fields';
import { RegisterFormLayout } from './register-form-layout';
import { useT } from '@peworld/shared-ui';

/** /comp-regist: the person registering, their company and its field, and a password. */
export function CompanyRegisterForm() {
  const t = useT();
  const form = useCompanyRegister();
  return (
    <RegisterFormLayout
      form={form}
      idPrefix="company-regist"
      label={t('auth.register.recruiterForm')}
      nameKey="name"
      emailPlaceholder={t('auth.field.workEmailPlaceholder')}
      loginHref={paths.compLogin.getHref()}
    >
      <TextField
        {...form.field('company')}
        id="company-regist-company"
        label={t('auth.field.company')}
        autoComplete="organization"
        placeholder={t('auth.field.companyPlaceholder')}
        maxLength={100}
      />
      <SelectField
        {...form.field('field')}
        id="company-regist-field"
        label={t('auth.field.field')}
        placeholder={t('auth.field.fieldPlaceholder')}
        options={companyFieldSelectOptions}
        hint={t('auth.field.fieldHint')}
      />
    </RegisterFormLayout>
  );
}
