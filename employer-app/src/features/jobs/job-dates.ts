import { useAppIntl } from '@peworld/shared-ui';

/** A job's dates as the lists show them ('29 Nov 2026'); a plain date is read as local. */
export function useJobDate() {
  const { formatDate } = useAppIntl();
  return (value: string) =>
    formatDate(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
}
