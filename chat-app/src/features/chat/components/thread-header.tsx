import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Avatar,
  ChevronLeftIcon,
  imageUrl,
  paths,
  useT,
  type Conversation,
} from '@peworld/shared-ui';
import { HireStatusChip } from './hire-status';

/** Where the counterpart's profile lives (a talent's portfolio or a company page). */
export function counterpartHref(conversation: Conversation): string {
  return conversation.counterpart.role === 'talent'
    ? paths.talentProfile.getHref(conversation.counterpart.id)
    : paths.companyProfile.getHref(conversation.counterpart.id);
}

// Contact header of an open thread: who, their headline, the request status and, once a
// request was accepted, their email and phone. On small screens a back link returns to the list.
export function ThreadHeader({ conversation }: { conversation: Conversation }) {
  const { counterpart, hire } = conversation;
  const t = useT();
  return (
    <Header>
      <Back to={paths.chat.getHref()} aria-label={t('chat.backToList')}>
        <ChevronLeftIcon />
      </Back>
      <Avatar src={imageUrl(counterpart.image)} name={counterpart.name} size={44} />
      <Who>
        <Name id="chat-pane-title">
          <Link to={counterpartHref(conversation)}>{counterpart.name}</Link>
        </Name>
        {counterpart.headline ? <Headline>{counterpart.headline}</Headline> : null}
        {counterpart.contact ? (
          <Contact role="group" aria-label={t('chat.contactDetails')}>
            {counterpart.contact.email ? (
              <a href={`mailto:${counterpart.contact.email}`}>{counterpart.contact.email}</a>
            ) : null}
            {counterpart.contact.phone ? (
              <a href={`tel:${counterpart.contact.phone}`}>{counterpart.contact.phone}</a>
            ) : null}
          </Contact>
        ) : null}
      </Who>
      {hire ? (
        <Status>
          <span>{t('chat.request')}</span>
          <HireStatusChip status={hire.status} />
        </Status>
      ) : null}
    </Header>
  );
}

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 72px;
  padding: 12px 20px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};

  @media (max-width: 767px) {
    gap: 8px;
    padding: 10px 12px;
  }
`;

const Back = styled(Link)`
  display: none;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  margin-left: -8px;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.text};

  svg {
    width: 22px;
    height: 22px;
  }

  @media (max-width: 767px) {
    display: inline-flex;
  }
`;

const Who = styled.div`
  flex: 1;
  min-width: 0;
`;

const Name = styled.h2`
  margin: 0;
  font-size: 17px;
  font-weight: 700;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Headline = styled.p`
  margin: 2px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Contact = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  margin: 4px 0 0;
  font-size: 13px;

  a {
    color: ${({ theme }) => theme.colors.primary};
    overflow-wrap: anywhere;
  }
`;

const Status = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 2px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 11px;
`;
