import { AuthLayout } from '../components/auth-layout/auth-layout';
import { GuestOnly } from '../components/guest-only/guest-only';
import { LoginOptions } from '../features/login/components/login-options';

/** /option-login: choose the talent or the employer login. */
export default function OptionLoginPage() {
  return (
    <GuestOnly>
      <AuthLayout titleId="auth.page.optionLogin.title" introId="auth.page.optionLogin.intro">
        <LoginOptions />
      </AuthLayout>
    </GuestOnly>
  );
}
