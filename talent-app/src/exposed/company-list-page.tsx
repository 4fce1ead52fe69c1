import { ScaffoldPage } from '../features/scaffold/scaffold-page';

export default function CompanyListPage() {
  return (
    <ScaffoldPage
      title="Companies to explore"
      feature="The company browsing feature fills this page with the searchable company list, the Tech / NonTech filter and pages of results."
    />
  );
}
