import { useT } from '@peworld/shared-ui';
import styled from 'styled-components';
import type { ApplicationStage } from '../api/job-types';
import { STAGE_LABELS } from '../lib/job-labels';

type Tone = 'neutral' | 'progress' | 'good' | 'ended';

const TONES: Record<ApplicationStage, Tone> = {
  applied: 'neutral',
  interviewing: 'progress',
  offered: 'progress',
  hired: 'good',
  not_a_fit: 'ended',
};

const Badge = styled.span<{ $tone: Tone }>`
  display: inline-block;
  padding: 2px 12px;
  border-radius: ${({ theme }) => theme.radiusPill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  white-space: nowrap;
  ${({ theme, $tone }) =>
    ({
      neutral: `background: ${theme.colors.page}; color: ${theme.colors.text}; border: 1px solid ${theme.colors.border};`,
      progress: `background: ${theme.colors.primarySoft}; color: ${theme.colors.primaryDark};`,
      good: `background: ${theme.colors.successSoft}; color: ${theme.colors.success};`,
      ended: `background: ${theme.colors.dangerSoft}; color: ${theme.colors.danger};`,
    })[$tone]}
`;

/** An application's stage as a coloured pill; the word carries the meaning, not the colour. */
export function StageBadge({ stage }: { stage: ApplicationStage }) {
  const t = useT();
  return <Badge $tone={TONES[stage]}>{t(STAGE_LABELS[stage])}</Badge>;
}
