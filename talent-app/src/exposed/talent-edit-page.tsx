import {
  ApiError,
  Card,
  ErrorState,
  paths,
  Skeleton,
  useSession,
  useTalent,
  useT,
  useToast,
  useUnsavedChangesWarning,
} from '@peworld/shared-ui';
import { useCallback, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { withTalentMessages } from '../components/talent-messages';
import { PageLayout } from '../components/page-layout';
import { EducationSection } from '../features/education/components/education-section';
import { ExperienceSection } from '../features/experience/components/experience-section';
import { PortfolioSection } from '../features/portfolio/components/portfolio-section';
import { ProfileCard } from '../features/profile-edit/components/profile-card';
import { ProfileForm } from '../features/profile-edit/components/profile-form';
import { SettingsSection } from '../features/profile-edit/components/settings-section';
import { SaveRegistryProvider, type SaveAll } from '../components/edit-sections/save-registry';
import { SignalsSection } from '../features/signals/components/signals-section';
import { SkillsSection } from '../features/skills/components/skills-section';

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: 320px minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space.lg};

  & > aside {
    position: sticky;
    top: 88px;
  }
  @media (max-width: 1023px) {
    grid-template-columns: minmax(0, 1fr);
    & > aside {
      position: static;
    }
  }
`;

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

/** Scrolls to the section the URL names (#settings from the header) once it is on screen. */
function useHashTarget(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target
      .querySelector<HTMLElement>('input, textarea, select, button')
      ?.focus({ preventScroll: true });
  }, [ready, hash]);
}

/** /user-edit: the logged-in talent edits photo, profile, skills, experience and portfolio. */
function TalentEditPage() {
  const t = useT();
  const { user } = useSession();
  const toast = useToast();
  const isTalent = user?.role === 'talent';
  const profile = useTalent(isTalent ? user.id_user : null);
  const [saveAll, setSaveAll] = useState<SaveAll>({ dirtyKeys: [], saveAll: async () => true });
  const [saving, setSaving] = useState(false);
  const onRegistry = useCallback((api: SaveAll) => setSaveAll(api), []);
  useUnsavedChangesWarning(saveAll.dirtyKeys.length > 0);
  useHashTarget(profile.data !== undefined);

  if (user && !isTalent) return <Navigate to={paths.compEdit.getHref()} replace />;

  async function saveEverything() {
    if (saveAll.dirtyKeys.length === 0) {
      toast.show(t('talent.edit.nothingToSave'), 'info');
      return;
    }
    setSaving(true);
    try {
      const ok = await saveAll.saveAll();
      if (ok) toast.show(t('talent.edit.allSaved'), 'success');
      else toast.show(t('talent.edit.someNotSaved'), 'error');
    } finally {
      setSaving(false);
    }
  }

  function editPassword() {
    const settings = document.getElementById('settings');
    settings?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    settings?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  }

  let body;
  if (profile.error) {
    const gone = profile.error instanceof ApiError && profile.error.status === 404;
    body = (
      <Card>
        <ErrorState
          title={t('talent.edit.loadError')}
          message={gone ? t('talent.edit.profileGone') : profile.error.message}
          onRetry={gone ? undefined : () => void profile.refetch()}
        />
      </Card>
    );
  } else if (!profile.data) {
    body = (
      <Columns role="status" aria-busy="true" aria-label={t('talent.edit.loading')}>
        <Card>
          <Skeleton width={150} height={150} radius="50%" />
          <Skeleton width="70%" height={24} />
          <Skeleton width="50%" height={18} />
        </Card>
        <Card>
          <Skeleton width="30%" height={24} />
          <Skeleton width="100%" height={48} />
          <Skeleton width="100%" height={48} />
          <Skeleton width="100%" height={120} />
        </Card>
      </Columns>
    );
  } else {
    const data = profile.data.data;
    body = (
      <SaveRegistryProvider onChange={onRegistry}>
        <Columns>
          <ProfileCard
            profile={data}
            saving={saving}
            onEditPassword={editPassword}
            onSaveAll={() => void saveEverything()}
          />
          <Sections>
            <ProfileForm profile={data} />
            <SignalsSection profile={data} />
            <SkillsSection profile={data} />
            <ExperienceSection profile={data} />
            <EducationSection profile={data} />
            <PortfolioSection profile={data} />
            <SettingsSection profile={data} />
          </Sections>
        </Columns>
      </SaveRegistryProvider>
    );
  }

  return (
    <PageLayout band>
      <Title>{t('talent.edit.title')}</Title>
      {body}
    </PageLayout>
  );
}

export default withTalentMessages(TalentEditPage);
