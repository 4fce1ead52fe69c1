import styled from 'styled-components';
import { useT, type HireStatus } from '@peworld/shared-ui';

const STATUS_KEYS: Record<HireStatus, string> = {
  pending: 'chat.hireStatus.pending',
  accepted: 'chat.hireStatus.accepted',
  declined: 'chat.hireStatus.declined',
  withdrawn: 'chat.hireStatus.withdrawn',
  expired: 'chat.hireStatus.expired',
};

/** The request's status as a small labelled pill (text, not colour alone). */
export function HireStatusChip({ status }: { status: HireStatus }) {
  const t = useT();
  return <Pill $status={status}>{t(STATUS_KEYS[status])}</Pill>;
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
