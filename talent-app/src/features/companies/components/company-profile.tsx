import type { Company } from '@peworld/shared-ui';
import {
  Avatar,
  Button,
  Card,
  imageUrl,
  MapPinIcon,
  paths,
  useSession,
  useT,
} from '@peworld/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ContactRows } from './contact-rows';

const Profile = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 760px;
  margin: 0 auto;
  text-align: center;
`;

const Name = styled.h1`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  overflow-wrap: anywhere;
`;

const Field = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const City = styled.p`
  display: flex;
  align-items: center;
  gap: 4px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Description = styled.p`
  max-width: 560px;
  margin: ${({ theme }) => theme.space.sm} 0;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.6;
  white-space: pre-line;
`;

const Contacts = styled.div`
  align-self: stretch;
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
  text-align: left;
`;

/**
 * A company as a talent sees it. 'Apply' opens the chat with this company: the existing
 * conversation, or a first message the talent writes (/chat?with={id_company}). A recruiter
 * cannot apply to a company (the API refuses them that message), so they get no button.
 */
export function CompanyProfile({ company }: { company: Company }) {
  const t = useT();
  const { isTalent } = useSession();
  return (
    <Profile as="article" $padding="lg">
      <Avatar src={imageUrl(company.img_company)} name={company.name_company} size={150} />
      <Name>{company.name_company}</Name>
      <Field>{company.field_company ?? t('talent.companyCard.noField')}</Field>
      {company.city ? (
        <City>
          <MapPinIcon size={18} /> {company.city}
        </City>
      ) : null}
      <Description>{company.description ?? t('talent.companyProfile.noDescription')}</Description>
      {isTalent ? (
        <Button as={Link} to={paths.chat.getHref({ with: company.id_company })} variant="primary">
          {t('talent.companyProfile.apply')}
        </Button>
      ) : null}
      <Contacts>
        <ContactRows company={company} />
      </Contacts>
    </Profile>
  );
}
