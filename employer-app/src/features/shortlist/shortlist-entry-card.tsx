import { Avatar, Button, imageUrl, media, paths, useT, useToast } from '@peworld/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useRemoveTalent } from './api/remove-talent';
import type { ShortlistEntry } from './api/get-shortlist';
import { EntryHistory } from './entry-history';
import { HireState } from './hire-state';
import { NoteForm } from './note-form';
import { StageSelect } from './stage-select';

/** One kept talent: who they are, the hire request's state, the stage, the note, the history. */
export function ShortlistEntryCard({ entry }: { entry: ShortlistEntry }) {
  const t = useT();
  const toast = useToast();
  const remove = useRemoveTalent();
  return (
    <Item>
      <Who>
        <Avatar src={imageUrl(entry.img_profile)} name={entry.full_name} size={64} />
        <div>
          <Name>
            <Link to={paths.talentProfile.getHref(entry.id_user)}>{entry.full_name}</Link>
          </Name>
          {entry.job_desk || entry.domicile ? (
            <Muted>{[entry.job_desk, entry.domicile].filter(Boolean).join(' · ')}</Muted>
          ) : null}
        </div>
      </Who>
      <HireState entry={entry} />
      <Controls>
        <StageSelect entry={entry} />
        <NoteForm entry={entry} />
      </Controls>
      <Footer>
        <EntryHistory entry={entry} />
        <Button
          type="button"
          variant="ghost"
          size="sm"
          loading={remove.isPending}
          aria-label={t('employer.shortlist.removeLabel', { name: entry.full_name })}
          onClick={() =>
            remove.mutate(entry.id_user, {
              onSuccess: () =>
                toast.show(
                  t('employer.shortlist.removedToast', { name: entry.full_name }),
                  'success',
                ),
              onError: (error) => toast.show(error.message, 'error'),
            })
          }
        >
          {t('employer.shortlist.remove')}
        </Button>
      </Footer>
    </Item>
  );
}

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 24px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};

  &:last-child {
    border-bottom: none;
  }

  ${media.mobile} {
    padding: 20px 16px;
  }
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  min-width: 0;
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;

  a {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Muted = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Controls = styled.div`
  display: grid;
  grid-template-columns: minmax(200px, 260px) 1fr;
  gap: 16px;
  align-items: start;

  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-start;
  gap: 8px;
`;
