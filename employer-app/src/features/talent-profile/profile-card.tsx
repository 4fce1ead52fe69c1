import {
  Avatar,
  Button,
  Card,
  Chip,
  GithubIcon,
  GitlabIcon,
  imageUrl,
  InstagramIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  useAppIntl,
  useT,
  type TalentProfile,
} from '@peworld/shared-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { employmentLabel } from '../common/employment-label';
import { AvailabilityBadge } from '../common/availability-badge';

export interface ProfileAction {
  label: string;
  to: string;
}

interface ContactRow {
  icon: ReactNode;
  label: string;
  text: string;
  href: string;
}

/** Social and contact links; email and phone only when the API sent them (issue-7). */
function contactRows(talent: TalentProfile, emailLabel: string): ContactRow[] {
  const rows: ContactRow[] = [];
  if (talent.email)
    rows.push({
      icon: <MailIcon size={20} />,
      label: emailLabel,
      text: talent.email,
      href: `mailto:${talent.email}`,
    });
  const links: [string | null, string, ReactNode][] = [
    [talent.ig_account, 'Instagram', <InstagramIcon key="ig" size={20} />],
    [talent.github_account, 'GitHub', <GithubIcon key="gh" size={20} />],
    [talent.gitlab_account, 'GitLab', <GitlabIcon key="gl" size={20} />],
  ];
  for (const [url, label, icon] of links) {
    if (url) rows.push({ icon, label, text: url.replace(/^https?:\/\/(www\.)?/, ''), href: url });
  }
  return rows;
}

/** The left card: who the talent is, their skills and contacts, and the Hire/Apply action. */
export function ProfileCard({
  talent,
  action,
  extra,
}: {
  talent: TalentProfile;
  action: ProfileAction | null;
  /** More actions under the main one (the shortlist's Save, for recruiters). */
  extra?: ReactNode;
}) {
  const t = useT();
  const { formatNumber } = useAppIntl();
  const formatRupiah = (value: number) =>
    formatNumber(value, { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 });
  const employment = employmentLabel(talent.employment_type, t);
  const contacts = contactRows(talent, t('employer.profile.email'));
  return (
    <Side $padding="lg">
      <Photo>
        <Avatar src={imageUrl(talent.img_profile)} name={talent.full_name} size={150} />
      </Photo>
      <Name>{talent.full_name}</Name>
      {talent.job_desk ? <Job>{talent.job_desk}</Job> : null}
      {employment ? <Muted>{employment}</Muted> : null}
      {talent.domicile ? (
        <Line>
          <MapPinIcon size={16} aria-hidden="true" />
          {talent.domicile}
        </Line>
      ) : null}
      {talent.phone ? (
        <Line>
          <PhoneIcon size={16} aria-hidden="true" />
          <a href={`tel:${talent.phone}`}>{talent.phone}</a>
        </Line>
      ) : null}
      <Line>
        <AvailabilityBadge availability={talent.availability} from={talent.available_from} />
      </Line>
      {talent.expected_salary ? (
        <Muted>
          {t('employer.profile.expectedSalary', {
            range: t(
              talent.expected_salary.period === 'day'
                ? 'employer.profile.salaryDay'
                : 'employer.profile.salaryMonth',
              {
                min: formatRupiah(talent.expected_salary.min),
                max: formatRupiah(talent.expected_salary.max),
              },
            ),
          })}
        </Muted>
      ) : null}
      <Muted>{t('employer.profile.role')}</Muted>
      {talent.description ? <About>{talent.description}</About> : null}
      {action ? (
        <Button as={Link} to={action.to} $block>
          {action.label}
        </Button>
      ) : null}
      {extra}

      <SubTitle id="skills-heading">{t('employer.profile.skills')}</SubTitle>
      {talent.skills.length > 0 ? (
        <Chips aria-labelledby="skills-heading">
          {talent.skills.map((skill) => (
            <li key={skill.id}>
              <Chip>{skill.skill_name}</Chip>
            </li>
          ))}
        </Chips>
      ) : (
        <Muted>{t('employer.profile.noSkills')}</Muted>
      )}

      {contacts.length > 0 ? (
        <Contacts aria-label={t('employer.profile.contacts')}>
          {contacts.map((row) => (
            <li key={row.label}>
              <span aria-hidden="true">{row.icon}</span>
              <a
                href={row.href}
                {...(row.href.startsWith('http')
                  ? { target: '_blank', rel: 'noopener noreferrer' }
                  : {})}
                aria-label={t('employer.profile.contactLink', { label: row.label, text: row.text })}
              >
                {row.text}
              </a>
            </li>
          ))}
        </Contacts>
      ) : null}
    </Side>
  );
}

const Side = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 10px;
  min-width: 0;
`;

const Photo = styled.div`
  display: flex;
  justify-content: center;
  margin-bottom: 12px;
`;

const Name = styled.h1`
  margin: 0;
  font-size: 22px;
  overflow-wrap: anywhere;
`;

const Job = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Line = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    color: inherit;
  }
`;

const About = styled.p`
  margin: 8px 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const SubTitle = styled.h2`
  margin: 20px 0 4px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Contacts = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 14px;
  margin: 24px 0 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: 12px;
    min-width: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;
