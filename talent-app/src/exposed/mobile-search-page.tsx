import { PagePlaceholder } from '@peworld/shared-ui';
import { REMOTE_BUILD } from '../remote-build';

export default function MobileSearchPage() {
  return (
    <PagePlaceholder
      title="Search companies"
      feature="The mobile search feature fills this page with a company search box and sort options made for small screens."
      build={REMOTE_BUILD}
    />
  );
}
