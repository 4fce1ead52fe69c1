import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths, registerUser } from '@peworld/shared-ui';
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

export interface TalentRegisterValues extends Record<string, string> {
  full_name: string;
  email: string;
  phone: string;
  password: string;
  confirm_password: string;
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
    full_name: checkName(v.full_name, 'Name'),
    email: checkEmail(v.email),
    phone: checkPhone(v.phone),
    password: checkNewPassword(v.password),
    confirm_password: checkConfirmPassword(v.password, v.confirm_password),
  });

/** Talent sign-up: on success the login screen opens with the server's message. */
export function useTalentRegister() {
  const navigate = useNavigate();
  const submit = useCallback(
    async (v: TalentRegisterValues) => {
      const email = v.email.trim();
      const answer = await registerUser({
        full_name: v.full_name.trim(),
        email,
        phone: v.phone.trim(),
        password: v.password,
      });
      navigate(paths.userLogin.getHref(), { state: flashState(answer.message, email) });
    },
    [navigate],
  );
  return useAuthForm<TalentRegisterValues>({ initialValues: EMPTY, validate, submit });
}
