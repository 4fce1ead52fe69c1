import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media } from '@peworld/shared-ui/core';

export const Bar = styled.footer`
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
`;

export const Inner = styled.div`
  max-width: 1140px;
  margin: 0 auto;
  padding: 56px 24px 32px;

  ${media.mobile} {
    padding: 40px 20px 24px;
  }
`;

export const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0 48px;
  margin-bottom: 40px;
`;

export const Brand = styled(Link)`
  display: inline-flex;
  height: 36px;

  svg {
    height: 100%;
    width: auto;
  }
`;

export const Blurb = styled.p`
  max-width: 420px;
  margin: 24px 0;
  font-size: 16px;
  line-height: 1.7;
  opacity: 0.9;
`;

export const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px 32px;
  padding-top: 24px;
  border-top: 1px solid rgba(255, 255, 255, 0.35);
  font-size: 15px;

  small {
    font-size: inherit;
    opacity: 0.9;
  }
`;

export const Contacts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 32px;
  margin: 0;

  div {
    display: flex;
    gap: 8px;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
  a {
    color: #fff;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
`;
