import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** Layout pieces every auth form shares, so the screens line up with each other. */
export const FormStack = styled.form`
  display: grid;
  gap: 20px;
`;

export const FormRow = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: -8px;
`;

export const FormFooter = styled.p`
  margin: 8px 0 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: none;

  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
`;
