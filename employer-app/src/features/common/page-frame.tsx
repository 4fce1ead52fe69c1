import { media } from '@peworld/shared-ui';
import styled from 'styled-components';

/** The purple band behind the top of profile and edit pages (design card). */
export const PurpleBand = styled.div`
  height: 280px;
  margin-bottom: -240px;
  background: ${({ theme }) => theme.colors.primary};

  ${media.mobile} {
    height: 200px;
    margin-bottom: -170px;
  }
`;

/** Two columns (side card, main card) on desktop; stacked on mobile. */
export const TwoColumns = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 360px) minmax(0, 1fr);
  align-items: start;
  gap: 32px;
  max-width: 1140px;
  margin: 0 auto;
  padding: 0 16px 80px;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 20px;
    padding-bottom: 96px;
  }
`;

/** A one-column page body (hire form, states). */
export const Narrow = styled.div`
  position: relative;
  max-width: 1140px;
  margin: 0 auto;
  padding: 0 16px 80px;
`;

/** The level-1 heading of a page that only shows a state (not found, error, refused). */
export const StateTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  text-align: center;
`;
