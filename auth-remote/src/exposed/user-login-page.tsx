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
        titleId="auth.page.userLogin.title"
        introId="auth.page.userLogin.intro"
      >
        <FlashBanner />
        <LoginForm audience="talent" />
      </AuthLayout>
    </GuestOnly>
  );
}
