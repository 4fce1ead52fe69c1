import { Avatar, Button, Chip, imageUrl, media, paths, useT } from '@peworld/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { JobApplication } from '../api/get-job-applications';
import { useJobDate } from '../job-dates';
import { ApplicationStageSelect } from './application-stage-select';

/**
 * One applicant: who they are and which of the job's skills they have, their cover note, the
 * links to their profile and to the conversation the application opened, the stage, and the
 * contact once the company moved them past Applied.
 */
export function ApplicantCard({ application }: { application: JobApplication }) {
  const t = useT();
  const date = useJobDate();
  const { talent, contact } = application;
  return (
    <Item>
      <Who>
        <Avatar src={imageUrl(talent.img_profile)} name={talent.full_name} size={56} />
        <div>
          <Name>
            <Link to={paths.talentProfile.getHref(talent.id_user)}>{talent.full_name}</Link>
          </Name>
          {talent.job_desk || talent.domicile ? (
            <Muted>{[talent.job_desk, talent.domicile].filter(Boolean).join(' · ')}</Muted>
          ) : null}
          <Muted>
            {t('employer.applicants.appliedOn', { date: date(application.created_at) })}
          </Muted>
        </div>
      </Who>
      {talent.skills.length > 0 ? (
        <Chips aria-label={t('employer.applicants.skillsOf', { name: talent.full_name })}>
          {talent.skills.slice(0, 8).map((skill) => (
            <li key={skill}>
              <Chip tone={talent.matched_skills.includes(skill) ? 'accent' : 'neutral'}>
                {skill}
              </Chip>
            </li>
          ))}
        </Chips>
      ) : null}
      {talent.matched_skills.length > 0 ? (
        <Muted>
          {t('employer.applicants.matched', {
            count: talent.matched_skills.length,
            skills: talent.matched_skills.join(', '),
          })}
        </Muted>
      ) : null}
      <Note>
        <NoteTitle>{t('employer.applicants.noteTitle')}</NoteTitle>
        {application.note.trim() === '' ? (
          <Muted>{t('employer.applicants.noNote')}</Muted>
        ) : (
          <NoteText>{application.note}</NoteText>
        )}
      </Note>
      <Contact>
        {contact && (contact.email || contact.phone) ? (
          <>
            <NoteTitle>{t('employer.applicants.contactTitle')}</NoteTitle>
            {contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : null}
            {contact.phone ? <span>{contact.phone}</span> : null}
          </>
        ) : (
          <Muted>{t('employer.applicants.contactLocked')}</Muted>
        )}
      </Contact>
      <Controls>
        <ApplicationStageSelect application={application} />
        <Links>
          <Button
            as={Link}
            to={paths.chatConversation.getHref(application.id_conversation)}
            size="sm"
            aria-label={t('employer.applicants.openChatNamed', { name: talent.full_name })}
          >
            {t('employer.applicants.openChat')}
          </Button>
          <Button
            as={Link}
            to={paths.talentProfile.getHref(talent.id_user)}
            size="sm"
            variant="outline"
            aria-label={t('employer.applicants.viewProfileNamed', { name: talent.full_name })}
          >
            {t('employer.applicants.viewProfile')}
          </Button>
        </Links>
      </Controls>
    </Item>
  );
}

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 20px 24px;
  border-top: 1px solid ${({ theme }) => theme.colors.divider};

  ${media.mobile} {
    padding: 16px;
  }
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  min-width: 0;
`;

const Name = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;

  a {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Muted = styled.p`
  margin: 2px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Note = styled.div`
  padding: 12px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.page};
`;

const NoteTitle = styled.p`
  margin: 0 0 4px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const NoteText = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Contact = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 12px;

  & > ${NoteTitle} {
    margin: 0;
  }
`;

const Controls = styled.div`
  display: grid;
  grid-template-columns: minmax(200px, 260px) 1fr;
  gap: 16px;
  align-items: end;

  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
