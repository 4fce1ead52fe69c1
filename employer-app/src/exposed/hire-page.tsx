import { withEmployerMessages } from '../messages/with-employer-messages';
import {
  Avatar,
  Button,
  Card,
  Chip,
  ErrorState,
  EmptyState,
  imageUrl,
  MapPinIcon,
  parseId,
  paths,
  usePageTitle,
  useSession,
  useT,
  useTalent,
  type TalentProfile,
} from '@peworld/shared-ui';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { employmentLabel } from '../features/common/employment-label';
import { NotFoundState } from '../features/common/not-found-state';
import { PurpleBand, TwoColumns } from '../features/common/page-frame';
import { PageMessage } from '../features/common/page-message';
import { ProfileSkeleton } from '../features/common/profile-skeleton';
import { HireForm } from '../features/hire/hire-form';
import { PendingHireNotice } from '../features/hire/pending-hire-notice';

function TalentSummary({ talent }: { talent: TalentProfile }) {
  const t = useT();
  const employment = employmentLabel(talent.employment_type, t);
  return (
    <Summary
      $padding="lg"
      as="aside"
      aria-label={t('employer.hirePage.about', { name: talent.full_name })}
    >
      <Avatar src={imageUrl(talent.img_profile)} name={talent.full_name} size={120} />
      <Name>{talent.full_name}</Name>
      {talent.job_desk ? <p>{talent.job_desk}</p> : null}
      {talent.domicile ? (
        <Muted>
          <MapPinIcon size={16} aria-hidden="true" /> {talent.domicile}
        </Muted>
      ) : null}
      {employment ? <Muted>{employment}</Muted> : null}
      {talent.skills.length > 0 ? (
        <Chips aria-label={t('employer.talentCard.skillsLabel')}>
          {talent.skills.map((skill) => (
            <li key={skill.id}>
              <Chip>{skill.skill_name}</Chip>
            </li>
          ))}
        </Chips>
      ) : null}
      <Button as={Link} to={paths.talentProfile.getHref(talent.id_user)} variant="outline" $block>
        {t('employer.talentCard.viewProfile')}
      </Button>
    </Summary>
  );
}

/** /hire-page/:id: a recruiter writes to a talent (POST /api/hire). */
function HirePage() {
  const t = useT();
  const { id: rawId } = useParams();
  const id = parseId(rawId);
  const { isRecruiter } = useSession();
  // A talent never gets the form the API would refuse, so nothing is fetched for them.
  const { data, isPending, isError, error, refetch } = useTalent(isRecruiter ? id : null);
  usePageTitle(data ? t('employer.hirePage.heading', { name: data.data.full_name }) : null);

  if (!isRecruiter) {
    return (
      <PageMessage title={t('employer.hirePage.refusedTitle')}>
        <EmptyState
          title={t('employer.hirePage.refusedText')}
          action={
            <Button as={Link} to={paths.home.getHref()}>
              {t('employer.hirePage.backHome')}
            </Button>
          }
        >
          {t('employer.hirePage.refusedHint')}
        </EmptyState>
      </PageMessage>
    );
  }
  const notFound = (
    <NotFoundState title={t('employer.hirePage.title')} text={t('employer.profile.notFound')} />
  );
  if (id === null) return notFound;
  if (isPending) return <ProfileSkeleton label={t('employer.hirePage.loading')} />;
  if (isError) {
    if (error.status === 404) return notFound;
    return (
      <PageMessage title={t('employer.hirePage.title')}>
        <ErrorState
          title={t('employer.hirePage.loadError')}
          message={error.message}
          onRetry={() => void refetch()}
        />
      </PageMessage>
    );
  }

  const talent = data.data;
  return (
    <>
      <PurpleBand />
      <TwoColumns>
        <TalentSummary talent={talent} />
        <FormCard $padding="lg">
          <Title>{t('employer.hirePage.heading', { name: talent.full_name })}</Title>
          <Lead>{t('employer.hirePage.lead', { name: talent.full_name })}</Lead>
          <PendingHireNotice talentId={talent.id_user} talentName={talent.full_name} />
          <HireForm talentId={talent.id_user} talentName={talent.full_name} />
        </FormCard>
      </TwoColumns>
    </>
  );
}

const Summary = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
  min-width: 0;

  p {
    margin: 0;
  }
`;

const Name = styled.h2`
  margin: 8px 0 0;
  font-size: 22px;
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  display: flex;
  align-items: center;
  gap: 6px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 8px 0;
  padding: 0;
  list-style: none;
`;

const FormCard = styled(Card)`
  min-width: 0;
`;

const Title = styled.h1`
  margin: 0 0 8px;
  font-size: 28px;
  overflow-wrap: anywhere;
`;

const Lead = styled.p`
  margin: 0 0 24px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export default withEmployerMessages(HirePage);
