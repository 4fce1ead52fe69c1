import styled from 'styled-components';

// The white card that drops from a header icon (account menu, notifications).
export const PopupPanel = styled.div`
  position: absolute;
  top: calc(100% + 10px);
  right: 0;
  z-index: 30;
  min-width: 220px;
  max-width: min(320px, calc(100vw - 24px));
  padding: 6px 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  text-align: left;
`;
