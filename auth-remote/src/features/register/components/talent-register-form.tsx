import { paths } from '@peworld/shared-ui';
import { useTalentRegister } from '../hooks/use-talent-register';
import { RegisterFormLayout } from './register-form-layout';
import { useT } from '@peworld/shared-ui';

/** /user-regist: name, email, phone and password for a new talent account. */
export function TalentRegisterForm() {
  const t = useT();
  const form = useTalentRegister();
  return (
    <RegisterFormLayout
      form={form}
      idPrefix="talent-regist"
      label={t('auth.register.talentForm')}
      nameKey="full_name"
      emailPlaceholder={t('auth.field.emailPlaceholder')}
      loginHref={paths.userLogin.getHref()}
    />
  );
}
