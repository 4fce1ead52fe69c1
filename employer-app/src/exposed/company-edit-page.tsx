import { ScaffoldPage } from '../features/scaffold/scaffold-page';

export default function CompanyEditPage() {
  return (
    <ScaffoldPage
      title="Edit company profile"
      feature="The company editing feature fills this page with your company's photo, profile fields and contact links."
    />
  );
}
