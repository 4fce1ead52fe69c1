import { PagePlaceholder } from '@peworld/shared-ui';
import { REMOTE_BUILD } from '../remote-build';

export default function CompanyListPage() {
  return (
    <PagePlaceholder
      title="Companies to explore"
      feature="The company browsing feature fills this page with the searchable company list, the Tech / NonTech filter and pages of results."
      build={REMOTE_BUILD}
    />
  );
}
