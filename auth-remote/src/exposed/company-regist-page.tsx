import { AuthLayout } from '../components/auth-layout/auth-layout';
import { GuestOnly } from '../components/guest-only/guest-only';
import { CompanyRegisterForm } from '../features/register/components/company-register-form';

/** /comp-regist: employer sign-up. */
export default function CompanyRegistPage() {
  return (
    <GuestOnly>
      <AuthLayout
        audience="recruiter"
        title="Halo, Pewpeople"
        intro="Create your company account and start finding the talent your team needs."
      >
        <CompanyRegisterForm />
      </AuthLayout>
    </GuestOnly>
  );
}
