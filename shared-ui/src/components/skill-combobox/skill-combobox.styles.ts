import styled, { css } from 'styled-components';
import { controlStyle } from '../text-field/field.styles';

export const Anchor = styled.div`
  position: relative;
  width: 100%;
`;

export const Input = styled.input<{ $invalid?: boolean; $bare?: boolean }>`
  ${controlStyle}
  ${({ $bare }) =>
    $bare &&
    css`
      border-color: transparent;
      min-height: 44px;
      padding-left: 4px;
      /* The frame around a bare field is its container's; the keyboard focus still shows
         on the field itself (WCAG 2.4.7), as a solid ring inside the container. */
      &:focus {
        border-color: transparent;
        box-shadow: none;
      }
      &:focus-visible {
        outline: 2px solid ${({ theme }) => theme.colors.focus};
        outline-offset: 0;
      }
    `}
`;

export const Popup = styled.ul`
  position: absolute;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  max-height: 280px;
  margin: 0;
  padding: 4px 0;
  overflow-y: auto;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadowRaised};
`;

export const Option = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: 40px;
  padding: 8px 14px;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme, $active }) => ($active ? theme.colors.primarySoft : 'transparent')};
  outline: ${({ theme, $active }) => ($active ? `2px solid ${theme.colors.primary}` : 'none')};
  outline-offset: -2px;
`;

export const Count = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
