import { withEmployerMessages } from '../messages/with-employer-messages';
import {
  Card,
  ErrorState,
  parseId,
  paths,
  usePageTitle,
  useSession,
  useT,
  useTalent,
} from '@peworld/shared-ui';
import { useParams } from 'react-router-dom';
import { NotFoundState } from '../features/common/not-found-state';
import { Narrow, PurpleBand, StateTitle, TwoColumns } from '../features/common/page-frame';
import { ProfileSkeleton } from '../features/common/profile-skeleton';
import { ProfileCard, type ProfileAction } from '../features/talent-profile/profile-card';
import { ProfileSections } from '../features/talent-profile/profile-sections';
import { SaveTalentButton } from '../features/shortlist/save-talent-button';

/**
 * Recruiters hire; a talent on their own profile edits it. A talent on another talent's
 * profile gets no action: the spec's 'Apply' there only led back to the company list.
 */
function actionFor(
  t: (id: string) => string,
  role: string | null,
  viewerId: number | undefined,
  talentId: number,
): ProfileAction | null {
  if (role === 'recruiter')
    return { label: t('employer.profile.hire'), to: paths.hirePage.getHref(talentId) };
  if (role === 'talent' && viewerId === talentId)
    return { label: t('employer.profile.editProfile'), to: paths.userEdit.getHref() };
  return null;
}

/** /home/profile-portofolio/:id: a talent's real profile, portfolio and experience. */
function TalentProfilePage() {
  const t = useT();
  const { id: rawId } = useParams();
  const id = parseId(rawId);
  const { user, role } = useSession();
  const { data, isPending, isError, error, refetch } = useTalent(id);
  // "Rizky Pratama — Peworld" once the profile is here (the route's title until then).
  usePageTitle(data?.data.full_name);

  const notFound = (
    <NotFoundState title={t('employer.profile.title')} text={t('employer.profile.notFound')} />
  );
  if (id === null) return notFound;
  if (isPending) return <ProfileSkeleton label={t('employer.profile.loading')} />;
  if (isError) {
    if (error.status === 404) return notFound;
    return (
      <>
        <PurpleBand />
        <Narrow>
          <Card $padding="lg">
            <StateTitle>{t('employer.profile.title')}</StateTitle>
            <ErrorState
              title={t('employer.profile.loadError')}
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
        <ProfileCard
          talent={talent}
          action={actionFor(t, role, user?.id_user, talent.id_user)}
          extra={
            role === 'recruiter' ? (
              <SaveTalentButton idUser={talent.id_user} name={talent.full_name} $block />
            ) : null
          }
        />
        <ProfileSections talent={talent} />
      </TwoColumns>
    </>
  );
}

export default withEmployerMessages(TalentProfilePage);
