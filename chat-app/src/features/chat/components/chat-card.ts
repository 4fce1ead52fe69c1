import styled from 'styled-components';

export const ChatCard = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
`;

export const CardHeader = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 72px;
  padding: 16px 20px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};

  h2 {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
    font-size: 18px;
    font-weight: 600;
  }
`;
