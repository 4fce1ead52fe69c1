import { useT } from '@peworld/shared-ui';
import styled, { type DefaultTheme } from 'styled-components';
import type { JobStatus } from './api/get-company-jobs';
import { jobStatusLabel } from './job-labels';

const TONES: Record<JobStatus, (theme: DefaultTheme) => { background: string; color: string }> = {
  open: (theme) => ({ background: theme.colors.successSoft, color: theme.colors.success }),
  paused: (theme) => ({ background: theme.colors.primarySoft, color: theme.colors.primaryDark }),
  closed: (theme) => ({ background: theme.colors.divider, color: theme.colors.text }),
};

/** Open / Paused / Closed as a pill; the word carries the meaning, the colour only helps. */
export function JobStatusBadge({ status }: { status: JobStatus }) {
  const t = useT();
  return <Pill $status={status}>{jobStatusLabel(status, t)}</Pill>;
}

const Pill = styled.span<{ $status: JobStatus }>`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radiusPill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  white-space: nowrap;
  background: ${({ theme, $status }) => TONES[$status](theme).background};
  color: ${({ theme, $status }) => TONES[$status](theme).color};
`;
