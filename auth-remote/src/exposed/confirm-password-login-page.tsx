import { AuthLayout } from '../components/auth-layout/auth-layout';
import { GuestOnly } from '../components/guest-only/guest-only';
import { CheckEmailNotice } from '../features/reset-password/components/check-email-notice';

/** /confirm-password-login: check your email, then log in. */
export default function ConfirmPasswordLoginPage() {
  return (
    <GuestOnly>
      <AuthLayout titleId="auth.page.checkEmail.title" introId="auth.page.checkEmail.intro">
        <CheckEmailNotice />
      </AuthLayout>
    </GuestOnly>
  );
}
