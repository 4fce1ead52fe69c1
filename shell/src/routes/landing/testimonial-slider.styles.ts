import styled from 'styled-components';
import { media } from '@peworld/shared-ui/core';

export const Slider = styled.div`
  .swiper {
    padding: 8px 0 16px;
  }

  /* Neighbours step back by size and a flat card, never by opacity: faded text failed
     WCAG contrast. Their text keeps the theme colours, which pass on 'page' too. */
  .swiper-slide {
    height: auto;
    transform: scale(0.92);
    transition: transform 300ms ease;
  }

  .swiper-slide:not([data-active='true']) > figure {
    background: ${({ theme }) => theme.colors.page};
    box-shadow: none;
  }

  .swiper-slide[data-active='true'] {
    transform: none;
  }

  .swiper-slide > figure {
    height: 100%;
  }
`;

export const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 24px;
  margin-top: 24px;

  ${media.mobile} {
    gap: 16px;
  }
`;

export const Arrow = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  box-shadow: ${({ theme }) => theme.shadow};
  color: #fff;
  cursor: pointer;

  svg {
    width: 22px;
    height: 22px;
  }

  &:disabled {
    background: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
    box-shadow: none;
    cursor: default;
  }
`;

export const Bullets = styled.div`
  display: flex;
  gap: 4px;
`;

// A 12px dot drawn inside a 32px hit area, so it is easy to tap.
export const Bullet = styled.button`
  position: relative;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;

  &::after {
    content: '';
    position: absolute;
    top: 10px;
    left: 10px;
    width: 12px;
    height: 12px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.border};
    transition: background 300ms ease;
  }

  &[aria-current='true']::after {
    background: ${({ theme }) => theme.colors.primary};
  }
  &:hover::after {
    background: ${({ theme }) => theme.colors.accent};
  }
`;
