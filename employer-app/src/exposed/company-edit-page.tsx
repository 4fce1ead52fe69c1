import { PagePlaceholder } from '@peworld/shared-ui';
import { REMOTE_BUILD } from '../remote-build';

export default function CompanyEditPage() {
  return (
    <PagePlaceholder
      title="Edit company profile"
      feature="The company editing feature fills this page with your company's photo, profile fields and contact links."
      build={REMOTE_BUILD}
    />
  );
}
