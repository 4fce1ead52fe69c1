import { AuthLayout } from '../components/auth-layout/auth-layout';
import { GuestOnly } from '../components/guest-only/guest-only';
import { RegisterOptions } from '../features/register/components/register-options';

/** /option-regist: choose the talent or the employer sign-up. */
export default function OptionRegistPage() {
  return (
    <GuestOnly>
      <AuthLayout titleId="auth.page.optionRegist.title" introId="auth.page.optionRegist.intro">
        <RegisterOptions />
      </AuthLayout>
    </GuestOnly>
  );
}
