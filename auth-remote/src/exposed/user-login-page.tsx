import { AuthLayout } from '../components/auth-layout/auth-layout';
import { FlashBanner } from '../components/flash-banner/flash-banner';
import { GuestOnly } from '../components/guest-only/guest-only';
import { LoginForm } from '../features/login/components/login-form';

/** /user-login: talent login. */
export default function UserLoginPage() {
  return (
    <GuestOnly>
      <AuthLayout
        audience="talent"
        title="Halo, Pewpeople"
        intro="Log in as an employee to update your profile and explore companies that fit your skills."
      >
        <FlashBanner />
        <LoginForm audience="talent" />
      </AuthLayout>
    </GuestOnly>
  );
}
