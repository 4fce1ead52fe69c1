import { Card, EmptyState, ErrorState, Skeleton, Tabs, useT } from '@peworld/shared-ui';
import styled from 'styled-components';
import type { ShortlistEntry, ShortlistStage } from './api/get-shortlist';
import { ShortlistEntryCard } from './shortlist-entry-card';
import { STAGES, stageLabel } from './stages';

export interface ShortlistBoardProps {
  entries: readonly ShortlistEntry[];
  stage: ShortlistStage;
  onStage: (stage: ShortlistStage) => void;
}

const ID_PREFIX = 'shortlist';

/**
 * The pipeline as one tab per stage (with its count) and the list of that stage: every move is
 * a stage select on the entry, so nothing depends on dragging.
 */
export function ShortlistBoard({ entries, stage, onStage }: ShortlistBoardProps) {
  const t = useT();
  const shown = entries.filter((entry) => entry.stage === stage);
  const items = STAGES.map((id) => ({
    id,
    label: t('employer.shortlist.tab', {
      stage: stageLabel(id, t),
      count: entries.filter((entry) => entry.stage === id).length,
    }),
  }));
  return (
    <Card $padding="none">
      <StageTabs
        items={items}
        value={stage}
        onChange={(id) => onStage(id as ShortlistStage)}
        label={t('employer.shortlist.stagesLabel')}
        idPrefix={ID_PREFIX}
      />
      <div
        role="tabpanel"
        id={`${ID_PREFIX}-panel-${stage}`}
        aria-labelledby={`${ID_PREFIX}-tab-${stage}`}
      >
        {shown.length === 0 ? (
          <EmptyState
            title={t('employer.shortlist.stageEmptyTitle', { stage: stageLabel(stage, t) })}
          >
            {t('employer.shortlist.stageEmptyText')}
          </EmptyState>
        ) : (
          <List>
            {shown.map((entry) => (
              <ShortlistEntryCard key={entry.id_user} entry={entry} />
            ))}
          </List>
        )}
      </div>
    </Card>
  );
}

/** While the list loads: the frame of the board, announced as loading. */
export function ShortlistBoardSkeleton() {
  const t = useT();
  return (
    <Card $padding="lg" role="status" aria-busy="true" aria-label={t('employer.shortlist.loading')}>
      <Stack>
        <Skeleton height={40} />
        <Skeleton height={120} />
        <Skeleton height={120} />
      </Stack>
    </Card>
  );
}

export function ShortlistBoardError({
  message,
  onRetry,
}: {
  message: string;
  onRetry: () => void;
}) {
  const t = useT();
  return (
    <Card $padding="lg">
      <ErrorState title={t('employer.shortlist.loadError')} message={message} onRetry={onRetry} />
    </Card>
  );
}

const StageTabs = styled(Tabs)`
  padding: 0 24px;
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;
