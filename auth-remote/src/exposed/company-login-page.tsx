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
        title="Halo, Pewpeople"
        intro="Log in as an employer to search talent by skill and send hire offers."
      >
        <FlashBanner />
        <LoginForm audience="recruiter" />
      </AuthLayout>
    </GuestOnly>
  );
}
