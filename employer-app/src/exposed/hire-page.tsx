import { PagePlaceholder } from '@peworld/shared-ui';
import { useParams } from 'react-router-dom';
import { REMOTE_BUILD } from '../remote-build';

export default function HirePage() {
  const { id } = useParams();
  return (
    <PagePlaceholder
      title="Contact this talent"
      feature="The hire request feature fills this page with the message form (subject and message) sent to the talent."
      detail={id ? `Talent id: ${id}` : undefined}
      build={REMOTE_BUILD}
    />
  );
}
