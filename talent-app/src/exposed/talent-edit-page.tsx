import { PagePlaceholder } from '@peworld/shared-ui';
import { REMOTE_BUILD } from '../remote-build';

export default function TalentEditPage() {
  return (
    <PagePlaceholder
      title="Edit your profile"
      feature="The profile editing feature fills this page with your photo, profile details, skills, job experience and portfolio forms."
      build={REMOTE_BUILD}
    />
  );
}
