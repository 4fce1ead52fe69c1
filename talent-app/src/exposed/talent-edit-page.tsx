import { ScaffoldPage } from '../features/scaffold/scaffold-page';

export default function TalentEditPage() {
  return (
    <ScaffoldPage
      title="Edit your profile"
      feature="The profile editing feature fills this page with your photo, profile details, skills, job experience and portfolio forms."
    />
  );
}
