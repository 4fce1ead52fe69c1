import styled from 'styled-components';
import { useAppIntl, useT } from '@peworld/shared-ui/core';

/** Count on an icon (bell, chat tab); the icon's accessible name carries the number. */
export function UnreadBadge({ count }: { count: number }) {
  const t = useT();
  const intl = useAppIntl();
  if (count <= 0) return null;
  return (
    <Dot aria-hidden="true" data-testid="unread-badge">
      {count > 99 ? t('shell.badge.overflow', { max: 99 }) : intl.formatNumber(count)}
    </Dot>
  );
}

const Dot = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border: 2px solid ${({ theme }) => theme.colors.surface};
  border-radius: 9px;
  background: ${({ theme }) => theme.colors.danger};
  color: #fff;
  font-size: 10px;
  font-weight: 700;
  line-height: 1;
`;
