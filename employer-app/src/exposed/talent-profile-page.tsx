import { PagePlaceholder } from '@peworld/shared-ui';
import { useParams } from 'react-router-dom';
import { REMOTE_BUILD } from '../remote-build';

export default function TalentProfilePage() {
  const { id } = useParams();
  return (
    <PagePlaceholder
      title="Talent profile"
      feature="The talent profile feature fills this page with the talent's details, skills, portfolio, work experience and the Hire button."
      detail={id ? `Talent id: ${id}` : undefined}
      build={REMOTE_BUILD}
    />
  );
}
