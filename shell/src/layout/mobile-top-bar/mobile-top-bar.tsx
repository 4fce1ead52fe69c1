import styled from 'styled-components';
import {
  media,
  useCompany,
  useLocale,
  useSession,
  useT,
  type SessionUser,
} from '@peworld/shared-ui';
import { AccountMenu } from '../header/account-menu';
import { NotificationButton } from '../header/notification-button';
import { dayPart, firstName, formatLongDate, localIsoDay } from './greeting';
import { useNow } from './use-now';

/**
 * The person to greet. A recruiter's session carries the company name ("PT Nusantara…"), so
 * their own name (who registered the company) comes from the company record; it is cached
 * and refreshed by the company edit page, so a change shows without a reload.
 */
function useGreetingName(user: SessionUser | null): string | null {
  const companyId = user?.role === 'recruiter' ? (user.id_company ?? user.id_user) : null;
  const company = useCompany(companyId);
  if (!user) return null;
  if (user.role !== 'recruiter') return user.name;
  return company.data?.result.name ?? null;
}

// The purple band that replaces the desktop header on small screens once logged in: today's
// date, a greeting with the user's own name, and the notification and account controls.
export function MobileTopBar() {
  const t = useT();
  const { user } = useSession();
  const now = useNow();
  const name = useGreetingName(user);
  const locale = useLocale();
  if (!user) return null;

  return (
    <Band aria-label={t('shell.greeting.label')}>
      <Text>
        <DateLine dateTime={localIsoDay(now)}>{formatLongDate(now, locale)}</DateLine>
        <Hello>{t('shell.greeting.hello', { name: firstName(name) })}</Hello>
        <DayPart>{t(`shell.greeting.${dayPart(now)}`)}</DayPart>
      </Text>
      <Controls>
        <NotificationButton tone="dark" />
        <AccountMenu tone="dark" />
      </Controls>
    </Band>
  );
}

// Small screens only: hidden from 768px up.
const Band = styled.section`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
  padding: 24px 20px 28px;
  background: ${({ theme }) => theme.colors.primary};
  border-radius: 0 0 24px 24px;
  color: #fff;

  ${media.desktop} {
    display: none;
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`;

const DateLine = styled.time`
  font-size: 14px;
  opacity: 0.85;
`;

const Hello = styled.p`
  margin: 0;
  font-size: 22px;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const DayPart = styled.p`
  margin: 0;
  font-size: 14px;
  opacity: 0.85;
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  flex-shrink: 0;
`;
