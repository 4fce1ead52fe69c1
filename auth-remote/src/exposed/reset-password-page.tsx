import { AuthLayout } from '../components/auth-layout/auth-layout';
import { GuestOnly } from '../components/guest-only/guest-only';
import { ResetRequestForm } from '../features/reset-password/components/reset-request-form';

/** /reset-password: ask for a reset link by email. */
export default function ResetPasswordPage() {
  return (
    <GuestOnly>
      <AuthLayout titleId="auth.page.reset.title" introId="auth.page.reset.intro">
        <ResetRequestForm />
      </AuthLayout>
    </GuestOnly>
  );
}
