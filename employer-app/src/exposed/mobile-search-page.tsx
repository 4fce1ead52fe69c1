import { PagePlaceholder } from '@peworld/shared-ui';
import { REMOTE_BUILD } from '../remote-build';

export default function MobileSearchPage() {
  return (
    <PagePlaceholder
      title="Search talent"
      feature="The mobile search feature fills this page with a talent search box and sort options made for small screens."
      build={REMOTE_BUILD}
    />
  );
}
