import { ScaffoldPage } from '../features/scaffold/scaffold-page';

export default function TalentListPage() {
  return (
    <ScaffoldPage
      title="Talent to hire"
      feature="The talent search feature fills this page with the talent list, skill search, sorting and pages of results."
    />
  );
}
