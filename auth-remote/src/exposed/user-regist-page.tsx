import { AuthLayout } from '../components/auth-layout/auth-layout';
import { GuestOnly } from '../components/guest-only/guest-only';
import { TalentRegisterForm } from '../features/register/components/talent-register-form';

/** /user-regist: talent sign-up. */
export default function UserRegistPage() {
  return (
    <GuestOnly>
      <AuthLayout
        audience="talent"
        titleId="auth.page.userRegist.title"
        introId="auth.page.userRegist.intro"
      >
        <TalentRegisterForm />
      </AuthLayout>
    </GuestOnly>
  );
}
