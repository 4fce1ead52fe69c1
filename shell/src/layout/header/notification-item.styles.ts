// The bell's rows and settings (styles shared by the message and the saved-search alert rows).
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export const Item = styled(Link)<{ $unread: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  padding: 10px 16px;
  background: ${({ theme, $unread }) => ($unread ? theme.colors.primarySoft : 'transparent')};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  > span:nth-child(2) {
    flex: 1;
    min-width: 0;
  }
  strong {
    display: block;
    font-size: 14px;
  }
  &:hover {
    background: ${({ theme }) => theme.colors.page};
  }
`;

export const Preview = styled.span`
  display: block;
  overflow: hidden;
  font-size: 13px;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const When = styled.time`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
`;

export const UnreadDot = styled.span`
  width: 10px;
  height: 10px;
  margin-top: 6px;
  flex-shrink: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
`;

export const Setting = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  color: ${({ theme }) => theme.colors.text};

  input {
    flex-shrink: 0;
    width: 16px;
    height: 16px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  /* A long label wraps beside its box, not under it. */
  label {
    flex: 1;
    min-width: 0;
  }
`;

export const SettingError = styled.p`
  width: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
