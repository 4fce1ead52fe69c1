import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media } from '@peworld/shared-ui/core';

export const Bar = styled.header<{ $hideOnMobile: boolean }>`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 1px 0 ${({ theme }) => theme.colors.divider};

  ${media.mobile} {
    display: ${({ $hideOnMobile }) => ($hideOnMobile ? 'none' : 'block')};
  }
`;

export const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: 24px;
  max-width: 1140px;
  height: 72px;
  margin: 0 auto;
  padding: 0 24px;

  ${media.mobile} {
    gap: 12px;
    height: 60px;
    padding: 0 16px;
  }
`;

export const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  flex-shrink: 0;
  height: 36px;

  svg {
    height: 100%;
    width: auto;
  }

  ${media.mobile} {
    height: 28px;
  }
`;

export const Slot = styled.div`
  flex: 1;
  display: flex;
`;

export const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-left: auto;

  ${media.mobile} {
    gap: 8px;
  }
`;

/** Holds the logged-in actions' width (bell, chat, avatar) while their chunk loads. */
export const ActionsPlaceholder = styled.span`
  display: block;
  width: 152px;
  height: 40px;
`;
