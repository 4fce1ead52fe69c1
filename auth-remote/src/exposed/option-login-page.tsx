import { AuthLayout } from '../components/auth-layout/auth-layout';
import { GuestOnly } from '../components/guest-only/guest-only';
import { LoginOptions } from '../features/login/components/login-options';

/** /option-login: choose the talent or the employer login. */
export default function OptionLoginPage() {
  return (
    <GuestOnly>
      <AuthLayout
        title="Halo, Pewpeople"
        intro="Log in to continue. Are you looking for work or for talent?"
      >
        <LoginOptions />
      </AuthLayout>
    </GuestOnly>
  );
}
