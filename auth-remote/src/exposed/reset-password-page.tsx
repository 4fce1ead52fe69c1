import { AuthLayout } from '../components/auth-layout/auth-layout';
import { GuestOnly } from '../components/guest-only/guest-only';
import { ResetRequestForm } from '../features/reset-password/components/reset-request-form';

/** /reset-password: ask for a reset link by email. */
export default function ResetPasswordPage() {
  return (
    <GuestOnly>
      <AuthLayout
        title="Reset password"
        intro="Enter the email you registered with and we will send you a link to choose a new password."
      >
        <ResetRequestForm />
      </AuthLayout>
    </GuestOnly>
  );
}
