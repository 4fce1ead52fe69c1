import { useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../components/auth-layout/auth-layout';
import { GuestOnly } from '../components/guest-only/guest-only';
import { NewPasswordForm } from '../features/reset-password/components/new-password-form';

/** /confirm-password?token=…: the page the reset email links to. */
export default function ConfirmPasswordPage() {
  const [params] = useSearchParams();
  return (
    <GuestOnly>
      <AuthLayout titleId="auth.page.newPassword.title" introId="auth.page.newPassword.intro">
        <NewPasswordForm token={params.get('token')} />
      </AuthLayout>
    </GuestOnly>
  );
}
