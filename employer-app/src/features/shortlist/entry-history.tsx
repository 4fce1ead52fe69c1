import { useAppIntl, useT } from '@peworld/shared-ui';
import styled from 'styled-components';
import type { ShortlistEntry } from './api/get-shortlist';
import { stageLabel } from './stages';

type HistoryItem = ShortlistEntry['history'][number];

function describe(item: HistoryItem, t: (id: string, values?: Record<string, string>) => string) {
  const who = item.actor_name ?? t('employer.shortlist.history.someone');
  if (item.action === 'saved') return t('employer.shortlist.history.saved', { who });
  if (item.action === 'note') return t('employer.shortlist.history.note', { who });
  return t('employer.shortlist.history.moved', {
    who,
    from: item.from_stage ? stageLabel(item.from_stage, t) : '',
    to: item.to_stage ? stageLabel(item.to_stage, t) : '',
  });
}

/** Who saved, moved or noted the talent, and when: a disclosure, newest first. */
export function EntryHistory({ entry }: { entry: ShortlistEntry }) {
  const t = useT();
  const intl = useAppIntl();
  if (entry.history.length === 0) return null;
  return (
    <Details>
      <summary>{t('employer.shortlist.history.title', { count: entry.history.length })}</summary>
      <List>
        {entry.history.map((item, index) => (
          <li key={`${item.created_at}-${index}`}>
            {describe(item, t)}
            <time dateTime={item.created_at}>
              {intl.formatDate(item.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
          </li>
        ))}
      </List>
    </Details>
  );
}

const Details = styled.details`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const List = styled.ul`
  margin: 8px 0 0;
  padding-left: 20px;

  time {
    margin-left: 0.5em;
    white-space: nowrap;
  }
`;
