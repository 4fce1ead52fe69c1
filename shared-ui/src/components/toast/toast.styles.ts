import styled from 'styled-components';
import { media } from '../../theme/media';
import type { ToastTone } from './toast-context';

export const Region = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  /* Under the header (72 px), so the bell and the account menu stay visible and clickable. */
  top: 88px;
  right: 24px;
  display: flex;
  flex-direction: column;
  gap: 12px;
  width: min(380px, calc(100vw - 32px));
  pointer-events: none;

  ${media.mobile} {
    top: auto;
    bottom: 88px; /* above the mobile bottom bar */
    right: 16px;
  }
`;

export const Item = styled.div<{ $tone: ToastTone }>`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  padding: 14px 12px 14px 16px;
  border-radius: ${({ theme }) => theme.radius};
  border-left: 4px solid
    ${({ theme, $tone }) =>
      $tone === 'error'
        ? theme.colors.danger
        : $tone === 'success'
          ? theme.colors.success
          : theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadowRaised};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  pointer-events: auto;
`;

export const Message = styled.p`
  flex: 1;
  margin: 0;
  line-height: 1.45;
`;

export const Dismiss = styled.button`
  flex: none;
  display: inline-flex;
  padding: 2px;
  border: none;
  border-radius: ${({ theme }) => theme.radiusSm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;
