import { withEmployerMessages } from '../messages/with-employer-messages';
import { Button, Card, EmptyState, paths, useT } from '@peworld/shared-ui';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Narrow, PurpleBand } from '../features/common/page-frame';
import { useShortlist } from '../features/shortlist/api/get-shortlist';
import {
  ShortlistBoard,
  ShortlistBoardError,
  ShortlistBoardSkeleton,
} from '../features/shortlist/shortlist-board';
import { stageFromParam } from '../features/shortlist/stages';

/** /home/shortlist: the company's pipeline of kept talent, one tab per stage (`?stage=`). */
function ShortlistPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const stage = stageFromParam(params.get('stage'));
  const { data, isPending, isError, error, refetch } = useShortlist();

  let body;
  if (isPending) body = <ShortlistBoardSkeleton />;
  else if (isError)
    body = <ShortlistBoardError message={error.message} onRetry={() => void refetch()} />;
  else if (data.length === 0)
    body = (
      <Card $padding="lg">
        <EmptyState
          title={t('employer.shortlist.emptyTitle')}
          action={
            <Button as={Link} to={paths.home.getHref()}>
              {t('employer.shortlist.findTalent')}
            </Button>
          }
        >
          {t('employer.shortlist.emptyText')}
        </EmptyState>
      </Card>
    );
  else
    body = (
      <ShortlistBoard
        entries={data}
        stage={stage}
        onStage={(next) => setParams({ stage: next }, { replace: true })}
      />
    );

  return (
    <>
      <PurpleBand />
      <Narrow>
        <Title>{t('employer.shortlist.title')}</Title>
        {body}
      </Narrow>
    </>
  );
}

const Title = styled.h1`
  margin: 0 0 24px;
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 28px;
`;

export default withEmployerMessages(ShortlistPage);
