import { MapPinIcon, useT } from '@peworld/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { employmentTypeLabel, workModeLabel } from './job-labels';

interface JobPlace {
  city: string;
  work_mode: Parameters<typeof workModeLabel>[0];
  employment_type: Parameters<typeof employmentTypeLabel>[0];
}

/** Where and how a job is done — city, work mode, employment type — then whatever follows. */
export function JobMeta({ job, children }: { job: JobPlace; children?: ReactNode }) {
  const t = useT();
  return (
    <Meta>
      <span>
        <MapPinIcon size={16} aria-hidden="true" /> {job.city}
      </span>
      <span>{workModeLabel(job.work_mode, t)}</span>
      <span>{employmentTypeLabel(job.employment_type, t)}</span>
      {children}
    </Meta>
  );
}

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  span {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
`;
