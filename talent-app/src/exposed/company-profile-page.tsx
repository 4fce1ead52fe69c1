import { PagePlaceholder } from '@peworld/shared-ui';
import { useParams } from 'react-router-dom';
import { REMOTE_BUILD } from '../remote-build';

export default function CompanyProfilePage() {
  const { id } = useParams();
  return (
    <PagePlaceholder
      title="Company profile"
      feature="The company profile feature fills this page with the company's field, city, description and contact details."
      detail={id ? `Company id: ${id}` : undefined}
      build={REMOTE_BUILD}
    />
  );
}
