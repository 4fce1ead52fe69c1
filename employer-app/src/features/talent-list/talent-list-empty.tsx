import { Button, EmptyState, useT } from '@peworld/shared-ui';
import { RelatedSkills } from './related-skills';
import { activeFilterCount, NO_FILTERS, type TalentQuery } from './talent-query';

export interface TalentListEmptyProps {
  query: TalentQuery;
  onChange: (change: Partial<TalentQuery>) => void;
}

/**
 * An empty result, desktop and phone alike: what was searched for (with related skills to try)
 * or that the filters keep no one, with a way out; "no talent yet" only when nothing narrows.
 */
export function TalentListEmpty({ query, onChange }: TalentListEmptyProps) {
  const t = useT();
  const filtered = activeFilterCount(query) > 0;
  return (
    <EmptyState
      title={
        query.search
          ? t('employer.talentList.noneFound', { search: query.search })
          : filtered
            ? t('employer.talentList.noneFiltered')
            : t('employer.talentList.emptyTitle')
      }
      action={
        query.search || query.category || filtered ? (
          <Button
            type="button"
            variant="outline"
            onClick={() => onChange({ search: '', category: '', ...NO_FILTERS })}
          >
            {t('employer.talentList.clearSearch')}
          </Button>
        ) : null
      }
    >
      {filtered && !query.search ? (
        t('employer.talentList.noneFilteredText')
      ) : query.search ? (
        <RelatedSkills search={query.search} onPick={(skill) => onChange({ search: skill })} />
      ) : (
        t('employer.talentList.emptyText')
      )}
    </EmptyState>
  );
}
