import { AuthLayout } from '../components/auth-layout/auth-layout';
import { GuestOnly } from '../components/guest-only/guest-only';
import { CheckEmailNotice } from '../features/reset-password/components/check-email-notice';

/** /confirm-password-login: check your email, then log in. */
export default function ConfirmPasswordLoginPage() {
  return (
    <GuestOnly>
      <AuthLayout
        title="Check your email"
        intro="Follow the link in the email to choose a new password."
      >
        <CheckEmailNotice />
      </AuthLayout>
    </GuestOnly>
  );
}
