import styled from 'styled-components';
import { media, useSession } from '@peworld/shared-ui';
import { AccountMenu } from '../header/account-menu';
import { NotificationButton } from '../header/notification-button';
import { firstName, formatIndonesianDate, localIsoDay, timeOfDayGreeting } from './greeting';
import { useNow } from './use-now';

// The purple band that replaces the desktop header on small screens once logged in: today's
// date, a greeting with the user's own name, and the notification and account controls.
export function MobileTopBar() {
  const { user } = useSession();
  const now = useNow();
  if (!user) return null;

  return (
    <Band aria-label="Greeting">
      <Text>
        <DateLine dateTime={localIsoDay(now)}>{formatIndonesianDate(now)}</DateLine>
        <Hello>Halo, {firstName(user.name)}</Hello>
        <DayPart>{timeOfDayGreeting(now)}!</DayPart>
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
