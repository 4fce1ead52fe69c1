import styled from 'styled-components';
import { media } from '@peworld/shared-ui/core';

// Building blocks shared by the landing page's sections.
export const Container = styled.div`
  width: 100%;
  max-width: 1140px;
  margin: 0 auto;
  padding: 0 24px;

  ${media.mobile} {
    padding: 0 20px;
  }
`;

export const Section = styled.section`
  padding: 64px 0;

  ${media.mobile} {
    padding: 48px 0;
  }
`;

// Art on one side, text on the other; stacked in source order on small screens.
export const TwoColumn = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  align-items: center;
  gap: 64px;

  ${media.mobile} {
    grid-template-columns: 1fr;
    gap: 32px;
  }
`;

export const SectionTitle = styled.h2`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.colors.text};
  font-size: 36px;
  font-weight: 600;
  line-height: 1.3;

  ${media.mobile} {
    font-size: 26px;
  }
`;

export const Lead = styled.p`
  margin: 0 0 28px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 17px;
  line-height: 1.7;
`;

// Inline SVG art: scales down with its column and never overflows.
export const Art = styled.div`
  display: flex;
  justify-content: center;

  svg {
    width: 100%;
    max-width: 480px;
    height: auto;
  }

  ${media.mobile} svg {
    max-width: 320px;
  }
`;
