import { ScaffoldPage } from '../features/scaffold/scaffold-page';

export default function MobileSearchPage() {
  return (
    <ScaffoldPage
      title="Search companies"
      feature="The mobile search feature fills this page with a company search box and sort options made for small screens."
    />
  );
}
