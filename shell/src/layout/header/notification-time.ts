import { useAppIntl, useT } from '@peworld/shared-ui/core';

// When a notification happened, in the page's language through Intl: the clock time today,
// "Yesterday", "12 Nov" this year, "12 Nov 2025" before. (The chat remote labels its own
// list rows and threads the same way.)
const DAY_MS = 86_400_000;

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Short label for a notification row. */
export function useNotificationTime(): (iso: string, now?: Date) => string {
  const intl = useAppIntl();
  const t = useT();
  return (iso, now = new Date()) => {
    const date = new Date(iso);
    const days = Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS);
    if (days <= 0) return intl.formatTime(date, { hour: 'numeric', minute: '2-digit' });
    if (days === 1) return t('shell.chat.yesterday');
    return intl.formatDate(date, {
      day: 'numeric',
      month: 'short',
      ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
    });
  };
}
