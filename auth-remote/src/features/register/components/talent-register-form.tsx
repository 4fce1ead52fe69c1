import { paths } from '@peworld/shared-ui';
import { useTalentRegister } from '../hooks/use-talent-register';
import { RegisterFormLayout } from './register-form-layout';

/** /user-regist: name, email, phone and password for a new talent account. */
export function TalentRegisterForm() {
  const form = useTalentRegister();
  return (
    <RegisterFormLayout
      form={form}
      idPrefix="talent-regist"
      label="Register as employee"
      nameKey="full_name"
      emailPlaceholder="Enter your email address"
      loginHref={paths.userLogin.getHref()}
    />
  );
}
