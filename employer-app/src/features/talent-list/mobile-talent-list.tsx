import { EmptyState, splitTerms, useInfiniteTalentList } from '@peworld/shared-ui';
import styled from 'styled-components';
import { TalentFeed } from './talent-feed';
import { toApiParams, type TalentQuery } from './talent-query';

/** Talent per "load more" on small screens. */
export const MOBILE_PAGE_SIZE = 10;

/** Spec §2: on mobile /home is a simple list under a 'Web developer' heading, with load more. */
export function MobileTalentList({ query }: { query: TalentQuery }) {
  const feed = useInfiniteTalentList({ ...toApiParams(query), limit: MOBILE_PAGE_SIZE });
  return (
    <section aria-labelledby="mobile-talent-heading">
      <Heading id="mobile-talent-heading">Web developer</Heading>
      <TalentFeed
        feed={feed}
        termCount={splitTerms(query.search).length}
        errorTitle="Could not load talent"
        loadingLabel="Loading talent"
        empty={
          <EmptyState title="No talent yet">Talent appear here as soon as they sign up.</EmptyState>
        }
      />
    </section>
  );
}

const Heading = styled.h2`
  margin: 0 0 16px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
