import { useAppIntl, useT } from '@peworld/shared-ui';

// Time labels of the chat, in the page's language through Intl: the clock time today,
// "Yesterday", "12 Nov" this year, "12 Nov 2025" before.
const DAY_MS = 86_400_000;

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Whole calendar days from `date` to `now` (0 today, 1 yesterday). */
function daysAgo(date: Date, now: Date): number {
  return Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS);
}

export function sameDay(a: string, b: string): boolean {
  return startOfDay(new Date(a)) === startOfDay(new Date(b));
}

export interface ChatTime {
  /** Clock time of a message. */
  timeOfDay: (iso: string) => string;
  /** Short label for a list row. */
  shortTime: (iso: string, now?: Date) => string;
  /** Day separator label inside a thread. */
  dayLabel: (iso: string, now?: Date) => string;
}

export function useChatTime(): ChatTime {
  const intl = useAppIntl();
  const t = useT();
  const timeOfDay = (iso: string) =>
    intl.formatTime(new Date(iso), { hour: 'numeric', minute: '2-digit' });
  return {
    timeOfDay,
    shortTime: (iso, now = new Date()) => {
      const date = new Date(iso);
      const days = daysAgo(date, now);
      if (days <= 0) return timeOfDay(iso);
      if (days === 1) return t('chat.yesterday');
      return intl.formatDate(date, {
        day: 'numeric',
        month: 'short',
        ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
      });
    },
    dayLabel: (iso, now = new Date()) => {
      const date = new Date(iso);
      const days = daysAgo(date, now);
      if (days <= 0) return t('chat.today');
      if (days === 1) return t('chat.yesterday');
      return intl.formatDate(date, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
      });
    },
  };
}
