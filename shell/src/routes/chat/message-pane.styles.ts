import styled from 'styled-components';
import { EmptyState, media } from '@peworld/shared-ui';

export const ContactDot = styled.span`
  width: 40px;
  height: 40px;
  flex-shrink: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.page};
  border: 2px dashed ${({ theme }) => theme.colors.border};
`;

export const Messages = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 16px;
  padding: 40px 24px;
  text-align: center;

  ${media.mobile} {
    padding: 32px 16px;
  }
`;

export const Empty = styled(EmptyState)`
  padding: 8px 0 0;

  h2 {
    max-width: 420px;
    line-height: 1.5;
  }
`;

export const Composer = styled.form`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 16px 20px;
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
`;

export const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 48px;
  padding: 0 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 24px;
  background: ${({ theme }) => theme.colors.page};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 15px;

  &:disabled {
    cursor: not-allowed;
  }
`;

export const SendButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  flex-shrink: 0;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  cursor: pointer;

  svg {
    width: 20px;
    height: 20px;
  }

  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;
