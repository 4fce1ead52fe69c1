import { ScaffoldPage } from '../features/scaffold/scaffold-page';

export default function MobileSearchPage() {
  return (
    <ScaffoldPage
      title="Search talent"
      feature="The mobile search feature fills this page with a talent search box and sort options made for small screens."
    />
  );
}
