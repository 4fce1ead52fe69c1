import { AuthLayout } from '../components/auth-layout/auth-layout';
import { GuestOnly } from '../components/guest-only/guest-only';
import { CompanyRegisterForm } from '../features/register/components/company-register-form';

/** /comp-regist: employer sign-up. */
export default function CompanyRegistPage() {
  return (
    <GuestOnly>
      <AuthLayout
        audience="recruiter"
        titleId="auth.page.companyRegist.title"
        introId="auth.page.companyRegist.intro"
      >
        <CompanyRegisterForm />
      </AuthLayout>
    </GuestOnly>
  );
}
