import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths, registerCompany } from '@peworld/shared-ui';
import { useAuthForm } from '../../../hooks/use-auth-form';
import { flashState } from '../../../lib/flash';
import {
  checkConfirmPassword,
  checkEmail,
  checkName,
  checkNewPassword,
  checkPhone,
  compactErrors,
} from '../../../lib/validation';

export interface CompanyRegisterValues extends Record<string, string> {
  name: string;
  email: string;
  company: string;
  field: string;
  phone: string;
  password: string;
  confirm_password: string;
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
    name: checkName(v.name, 'Name'),
    email: checkEmail(v.email),
    company: checkName(v.company, 'Company name'),
    field: v.field.trim() ? undefined : 'Choose your company’s field',
    phone: checkPhone(v.phone),
    password: checkNewPassword(v.password),
    confirm_password: checkConfirmPassword(v.password, v.confirm_password),
  });

/** Employer sign-up: on success the employer login opens with the server's message. */
export function useCompanyRegister() {
  const navigate = useNavigate();
  const submit = useCallback(
    async (v: CompanyRegisterValues) => {
      const email = v.email.trim();
      const answer = await registerCompany({
        name: v.name.trim(),
        email,
        company: v.company.trim(),
        field: v.field.trim(),
        phone: v.phone.trim(),
        password: v.password,
      });
      navigate(paths.compLogin.getHref(), { state: flashState(answer.message, email) });
    },
    [navigate],
  );
  return useAuthForm<CompanyRegisterValues>({ initialValues: EMPTY, validate, submit });
}
