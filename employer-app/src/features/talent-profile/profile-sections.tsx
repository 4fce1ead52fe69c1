import { Card, Tabs, useT, type TalentProfile } from '@peworld/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { EducationList } from './education-list';
import { ExperienceList } from './experience-list';
import { PortfolioGrid } from './portfolio-grid';

const TABS = [
  { id: 'portofolio', labelId: 'employer.profile.tabPortfolio' },
  { id: 'pengalaman', labelId: 'employer.profile.tabExperience' },
  { id: 'pendidikan', labelId: 'employer.profile.tabEducation' },
] as const;

type TabId = (typeof TABS)[number]['id'];

/** The right card: 'Portofolio' (default), 'Pengalaman kerja' and 'Pendidikan' tabs. */
export function ProfileSections({ talent }: { talent: TalentProfile }) {
  const t = useT();
  const [tab, setTab] = useState<TabId>('portofolio');
  return (
    <Main $padding="lg">
      <SectionTabs
        items={TABS.map(({ id, labelId }) => ({ id, label: t(labelId) }))}
        value={tab}
        onChange={(id) => setTab(id as TabId)}
        label={t('employer.profile.sectionsLabel')}
        idPrefix="profile"
      />
      <div
        role="tabpanel"
        id={`profile-panel-${tab}`}
        aria-labelledby={`profile-tab-${tab}`}
        tabIndex={0}
      >
        {tab === 'portofolio' ? <PortfolioGrid items={talent.portfolio} /> : null}
        {tab === 'pengalaman' ? <ExperienceList experiences={talent.experiences} /> : null}
        {tab === 'pendidikan' ? <EducationList educations={talent.educations} /> : null}
      </div>
    </Main>
  );
}

// Three tabs ("Pengalaman kerja" the longest) are wider than a 390 px phone's card: the shared
// strip would scroll sideways and hide the last tab, so here the tabs wrap onto a second row
// instead and every section stays in sight.
const SectionTabs = styled(Tabs)`
  flex-wrap: wrap;
  overflow-x: visible;
  row-gap: ${({ theme }) => theme.space.xs};

  @media (max-width: 767px) {
    column-gap: ${({ theme }) => theme.space.md};

    [role='tab'] {
      font-size: ${({ theme }) => theme.fontSizes.md};
    }
  }
`;

const Main = styled(Card)`
  min-width: 0;

  [role='tabpanel']:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
    border-radius: ${({ theme }) => theme.radiusSm};
  }
`;
