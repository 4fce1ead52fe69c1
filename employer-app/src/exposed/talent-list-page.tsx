import { withEmployerMessages } from '../messages/with-employer-messages';
import { media, useT } from '@peworld/shared-ui';
import styled from 'styled-components';
import { useMediaQuery } from '../features/common/use-media-query';
import { MobileTalentList } from '../features/talent-list/mobile-talent-list';
import { TalentFilterBar } from '../features/talent-list/talent-filter-bar';
import { TalentResults } from '../features/talent-list/talent-results';
import { TalentSearchBar } from '../features/talent-list/talent-search-bar';
import { useTalentQuery } from '../features/talent-list/use-talent-query';
import { toApiParams } from '../features/talent-list/talent-query';
import { SaveSearchButton } from '../features/saved-searches/save-search-button';
import { TalentCardActionProvider } from '../features/common/talent-card-action';
import { saveCardAction } from '../features/shortlist/save-talent-button';

/** /home for a recruiter: find talent by skill (desktop) or browse them (mobile). */
function TalentListPage() {
  const t = useT();
  const [query, setQuery] = useTalentQuery();
  const isDesktop = useMediaQuery(media.desktop);

  return (
    <TalentCardActionProvider action={saveCardAction}>
      <Band>
        <BandInner>
          <Title>{t('employer.talentList.title')}</Title>
        </BandInner>
      </Band>
      <Page>
        {isDesktop ? (
          <>
            <TalentSearchBar
              search={query.search}
              category={query.category}
              onSearch={(search) => setQuery({ search })}
              onCategory={(category) => setQuery({ category })}
            />
            <TalentFilterBar query={query} onChange={setQuery} />
            <SaveSearchButton params={toApiParams(query)} />
            <TalentResults query={query} onChange={setQuery} />
          </>
        ) : (
          // The list's heading first, then the folded filters and the save button, then the
          // talent (issue 31).
          <MobileTalentList
            query={query}
            onChange={setQuery}
            filters={
              <>
                {/* Folded behind its "Filter" button on a phone (FilterBar). */}
                <TalentFilterBar query={query} onChange={setQuery} />
                <SaveSearchButton params={toApiParams(query)} />
              </>
            }
          />
        )}
      </Page>
    </TalentCardActionProvider>
  );
}

const Band = styled.div`
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};

  ${media.mobile} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
  }
`;

const BandInner = styled.div`
  max-width: 1140px;
  margin: 0 auto;
  padding: 20px 16px;
`;

const Title = styled.h1`
  margin: 0;
  font-size: 28px;
  font-weight: 700;
`;

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: 32px;
  max-width: 1140px;
  margin: 0 auto;
  padding: 40px 16px 64px;

  ${media.mobile} {
    gap: 16px;
    padding: 24px 16px 96px;
  }
`;

export default withEmployerMessages(TalentListPage);
