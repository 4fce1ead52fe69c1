import { useAppIntl, useT } from '@peworld/shared-ui';
import styled from 'styled-components';

export type Availability = 'open_to_work' | 'open_to_offers' | 'not_looking';

const LABELS: Record<Availability, string> = {
  open_to_work: 'employer.availability.open_to_work',
  open_to_offers: 'employer.availability.open_to_offers',
  not_looking: 'employer.availability.not_looking',
};

/** "Open to work · from 1 Feb 2027": a talent's availability on cards and the profile. */
export function AvailabilityBadge({
  availability,
  from,
}: {
  availability: Availability;
  /** YYYY-MM-DD, or null (now). Not shown for "not looking". */
  from: string | null;
}) {
  const t = useT();
  const { formatDate } = useAppIntl();
  const label = t(LABELS[availability]);
  const date =
    from && availability !== 'not_looking'
      ? formatDate(`${from}T00:00:00`, { day: 'numeric', month: 'short', year: 'numeric' })
      : null;
  return (
    <Badge $tone={availability}>
      {date ? t('employer.availability.withDate', { availability: label, date }) : label}
    </Badge>
  );
}

const Badge = styled.span<{ $tone: Availability }>`
  display: inline-flex;
  align-items: center;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radiusPill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  color: ${({ theme, $tone }) =>
    $tone === 'open_to_work'
      ? theme.colors.success
      : $tone === 'not_looking'
        ? theme.colors.textMuted
        : theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid currentColor;
`;
