import { useT } from '@peworld/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { TalentFeed } from './talent-feed';
import { TalentListEmpty } from './talent-list-empty';
import { toApiParams, type TalentQuery } from './talent-query';
import { useInfiniteTalentList } from './api/get-users';

/** Talent per "load more" on the small-screen search (the list uses the page size chosen). */
export const MOBILE_PAGE_SIZE = 10;

/**
 * Spec §2: on mobile /home is a simple list with load more, under the search's own heading
 * (the page's title, or what was searched for) rather than a fixed job title. `filters` sit
 * between that heading and the list.
 */
export function MobileTalentList({
  query,
  onChange,
  filters,
}: {
  query: TalentQuery;
  onChange: (change: Partial<TalentQuery>) => void;
  filters?: ReactNode;
}) {
  const t = useT();
  const feed = useInfiniteTalentList({ ...toApiParams(query), limit: query.limit });
  const search = query.search.trim();
  return (
    <Section aria-labelledby="mobile-talent-heading">
      <Heading id="mobile-talent-heading">
        {search ? t('employer.mobileList.headingFor', { search }) : t('employer.talentList.title')}
      </Heading>
      {filters}
      <TalentFeed
        feed={feed}
        errorTitle={t('employer.talentList.loadError')}
        loadingLabel={t('employer.talentList.loading')}
        empty={<TalentListEmpty query={query} onChange={onChange} />}
      />
    </Section>
  );
}

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;
