import { AuthLayout } from '../components/auth-layout/auth-layout';
import { FlashBanner } from '../components/flash-banner/flash-banner';
import { GuestOnly } from '../components/guest-only/guest-only';
import { LoginForm } from '../features/login/components/login-form';

/** /comp-login: employer login. */
export default function CompanyLoginPage() {
  return (
    <GuestOnly>
      <AuthLayout
        audience="recruiter"
        titleId="auth.page.companyLogin.title"
        introId="auth.page.companyLogin.intro"
      >
        <FlashBanner />
        <LoginForm audience="recruiter" />
      </AuthLayout>
    </GuestOnly>
  );
}
