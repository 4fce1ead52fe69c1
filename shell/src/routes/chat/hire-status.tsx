import styled from 'styled-components';
import type { HireStatus } from '@peworld/shared-ui';

export const STATUS_LABELS: Record<HireStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
};

/** The request's status as a small labelled pill (text, not colour alone). */
export function HireStatusChip({ status }: { status: HireStatus }) {
  return <Pill $status={status}>{STATUS_LABELS[status]}</Pill>;
}

const Pill = styled.span<{ $status: HireStatus }>`
  display: inline-flex;
  align-items: center;
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radiusPill};
  font-size: 12px;
  font-weight: 700;
  line-height: 1.5;
  white-space: nowrap;
  background: ${({ theme, $status }) =>
    $status === 'accepted'
      ? theme.colors.successSoft
      : $status === 'declined'
        ? theme.colors.dangerSoft
        : $status === 'pending'
          ? '#FEF3D9'
          : theme.colors.page};
  color: ${({ theme, $status }) =>
    $status === 'accepted'
      ? theme.colors.success
      : $status === 'declined'
        ? theme.colors.danger
        : $status === 'pending'
          ? '#7A4D00'
          : theme.colors.textMuted};
`;
