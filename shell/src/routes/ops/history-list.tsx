import type { RemoteHistoryEntry } from '@peworld/api/schemas';
import styled from 'styled-components';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radiusSm};
  background: ${({ theme }) => theme.colors.surface};
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const formatter = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

/** Every change, newest first: who, when, from → to, why. */
export function HistoryList({ entries }: { entries: readonly RemoteHistoryEntry[] }) {
  if (entries.length === 0) return <p>No changes yet: every remote serves its default build.</p>;
  return (
    <List>
      {entries.map((entry) => (
        <Item key={entry.id}>
          <strong>{entry.remote}</strong> {entry.action}: {entry.from ?? 'none'} →{' '}
          {entry.to ?? 'none'}
          {entry.canaryPercent !== null ? ` (${entry.canaryPercent} %)` : ''}
          <br />
          <Muted>
            <time dateTime={entry.at}>{formatter.format(new Date(entry.at))}</time> by {entry.actor}
            {entry.note ? ` — “${entry.note}”` : ''}
          </Muted>
        </Item>
      ))}
    </List>
  );
}
