import { paths } from '@peworld/shared-ui';
import {
  checkConfirmPassword,
  checkEmail,
  checkName,
  checkNewPassword,
  checkPhone,
  compactErrors,
} from '../../../lib/validation';
import { useRegisterForm, type RegisterValues } from './use-register-form';
import { registerCompany } from '../api/register-company';

export interface CompanyRegisterValues extends RegisterValues {
  name: string;
  company: string;
  field: string;
}

const EMPTY: CompanyRegisterValues = {
  name: '',
  email: '',
  company: '',
  field: '',
  phone: '',
  password: '',
  confirm_password: '',
};

const validate = (v: CompanyRegisterValues) =>
  compactErrors({
    name: checkName(v.name, 'name'),
    email: checkEmail(v.email),
    company: checkName(v.company, 'company'),
    field: v.field.trim() ? undefined : { id: 'auth.check.fieldRequired' },
    phone: checkPhone(v.phone),
    password: checkNewPassword(v.password),
    confirm_password: checkConfirmPassword(v.password, v.confirm_password),
  });

const send = (v: CompanyRegisterValues, email: string) =>
  registerCompany({
    name: v.name.trim(),
    email,
    company: v.company.trim(),
    field: v.field.trim(),
    phone: v.phone.trim(),
    password: v.password,
  });

/** Employer sign-up: on success the employer login opens with the server's message. */
export function useCompanyRegister() {
  return useRegisterForm<CompanyRegisterValues>({
    initialValues: EMPTY,
    validate,
    send,
    loginHref: paths.compLogin.getHref(),
  });
}
