import { Avatar, Button, Card, imageUrl, MapPinIcon, paths, useT } from '@peworld/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { JobCard } from '../api/job-types';

const Box = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  text-align: center;
`;

const Name = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  display: flex;
  align-items: center;
  gap: 4px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The hiring company beside a job, with a link to its profile. */
export function JobCompanyCard({ company }: { company: JobCard['company'] }) {
  const t = useT();
  return (
    <Box as="aside" $padding="lg" aria-label={t('talent.job.companyCard')}>
      <span aria-hidden="true">
        <Avatar src={imageUrl(company.photo)} name={company.company_name} size={96} />
      </span>
      <Name>{company.company_name}</Name>
      {company.field ? <Muted>{company.field}</Muted> : null}
      {company.city ? (
        <Muted>
          <MapPinIcon size={16} /> {company.city}
        </Muted>
      ) : null}
      <Button
        as={Link}
        to={paths.companyProfile.getHref(company.id_company)}
        variant="outline"
        aria-label={t('talent.job.viewCompanyOf', { company: company.company_name })}
      >
        {t('talent.job.viewCompany')}
      </Button>
    </Box>
  );
}
