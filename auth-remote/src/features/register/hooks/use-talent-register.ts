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
import { registerUser } from '../api/register-user';

export interface TalentRegisterValues extends RegisterValues {
  full_name: string;
}

const EMPTY: TalentRegisterValues = {
  full_name: '',
  email: '',
  phone: '',
  password: '',
  confirm_password: '',
};

const validate = (v: TalentRegisterValues) =>
  compactErrors({
    full_name: checkName(v.full_name, 'name'),
    email: checkEmail(v.email),
    phone: checkPhone(v.phone),
    password: checkNewPassword(v.password),
    confirm_password: checkConfirmPassword(v.password, v.confirm_password),
  });

const send = (v: TalentRegisterValues, email: string) =>
  registerUser({
    full_name: v.full_name.trim(),
    email,
    phone: v.phone.trim(),
    password: v.password,
  });

/** Talent sign-up: on success the login screen opens with the server's message. */
export function useTalentRegister() {
  return useRegisterForm<TalentRegisterValues>({
    initialValues: EMPTY,
    validate,
    send,
    loginHref: paths.userLogin.getHref(),
  });
}
