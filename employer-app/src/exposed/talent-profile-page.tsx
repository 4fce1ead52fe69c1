import { Card, ErrorState, parseId, paths, useSession, useTalent } from '@peworld/shared-ui';
import { useParams } from 'react-router-dom';
import { NotFoundState } from '../features/common/not-found-state';
import { Narrow, PurpleBand, StateTitle, TwoColumns } from '../features/common/page-frame';
import { ProfileSkeleton } from '../features/common/profile-skeleton';
import { ProfileCard, type ProfileAction } from '../features/talent-profile/profile-card';
import { ProfileSections } from '../features/talent-profile/profile-sections';

/**
 * Recruiters hire. A talent sees 'Apply' (spec) leading to the company list, where they find
 * companies to apply to; on their own profile the button edits it instead.
 */
function actionFor(
  role: string | null,
  viewerId: number | undefined,
  talentId: number,
): ProfileAction | null {
  if (role === 'recruiter') return { label: 'Hire', to: paths.hirePage.getHref(talentId) };
  if (role === 'talent' && viewerId === talentId)
    return { label: 'Edit profile', to: paths.userEdit.getHref() };
  if (role === 'talent') return { label: 'Apply', to: paths.home.getHref() };
  return null;
}

/** /home/profile-portofolio/:id: a talent's real profile, portfolio and experience. */
export default function TalentProfilePage() {
  const { id: rawId } = useParams();
  const id = parseId(rawId);
  const { user, role } = useSession();
  const { data, isPending, isError, error, refetch } = useTalent(id);

  const notFound = <NotFoundState title="Talent profile" text="We could not find this talent." />;
  if (id === null) return notFound;
  if (isPending) return <ProfileSkeleton label="Loading the talent profile" />;
  if (isError) {
    if (error.status === 404) return notFound;
    return (
      <>
        <PurpleBand />
        <Narrow>
          <Card $padding="lg">
            <StateTitle>Talent profile</StateTitle>
            <ErrorState
              title="Could not load this profile"
              message={error.message}
              onRetry={() => void refetch()}
            />
          </Card>
        </Narrow>
      </>
    );
  }

  const talent = data.data;
  return (
    <>
      <PurpleBand />
      <TwoColumns>
        <ProfileCard talent={talent} action={actionFor(role, user?.id_user, talent.id_user)} />
        <ProfileSections talent={talent} />
      </TwoColumns>
    </>
  );
}
