import { AuthLayout } from '../components/auth-layout/auth-layout';
import { GuestOnly } from '../components/guest-only/guest-only';
import { RegisterOptions } from '../features/register/components/register-options';

/** /option-regist: choose the talent or the employer sign-up. */
export default function OptionRegistPage() {
  return (
    <GuestOnly>
      <AuthLayout
        title="Join Peworld"
        intro="Create a free account. Are you looking for work or for talent?"
      >
        <RegisterOptions />
      </AuthLayout>
    </GuestOnly>
  );
}
