import { useParams } from 'react-router-dom';
import { ScaffoldPage } from '../features/scaffold/scaffold-page';

export default function CompanyProfilePage() {
  const { id } = useParams();
  return (
    <ScaffoldPage
      title="Company profile"
      feature="The company profile feature fills this page with the company's field, city, description and contact details."
      detail={id ? `Company id: ${id}` : undefined}
    />
  );
}
