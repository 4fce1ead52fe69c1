import { PagePlaceholder } from '@peworld/shared-ui';
import { REMOTE_BUILD } from '../remote-build';

export default function TalentListPage() {
  return (
    <PagePlaceholder
      title="Talent to hire"
      feature="The talent search feature fills this page with the talent list, skill search, sorting and pages of results."
      build={REMOTE_BUILD}
    />
  );
}
