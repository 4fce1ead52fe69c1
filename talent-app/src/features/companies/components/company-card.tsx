import type { Company } from '@peworld/shared-ui';
import { Avatar, Button, imageUrl, MapPinIcon, paths, useT } from '@peworld/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};

  &:last-child {
    border-bottom: none;
  }

  @media (max-width: 767px) {
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.md};
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  display: flex;
  align-items: center;
  gap: 4px;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ActionSlot = styled.div`
  flex: none;

  @media (max-width: 767px) {
    width: 100%;
    & > * {
      width: 100%;
    }
  }
`;

/** One company in the list: logo or initials, name, field, city and a link to its profile. */
export function CompanyCard({ company }: { company: Company }) {
  const t = useT();
  return (
    <Row>
      <Avatar src={imageUrl(company.img_company)} name={company.name_company} size={80} />
      <Body>
        <Name>{company.name_company}</Name>
        <Muted>{company.field_company ?? t('talent.companyCard.noField')}</Muted>
        {company.city ? (
          <Muted>
            <MapPinIcon size={16} /> {company.city}
          </Muted>
        ) : null}
      </Body>
      <ActionSlot>
        {/* Button itself renders the Link, so the link keeps the button's look. */}
        <Button
          as={Link}
          to={paths.companyProfile.getHref(company.id_company)}
          aria-label={t('talent.companyCard.viewProfileOf', { company: company.name_company })}
        >
          {t('talent.companyCard.viewProfile')}
        </Button>
      </ActionSlot>
    </Row>
  );
}
