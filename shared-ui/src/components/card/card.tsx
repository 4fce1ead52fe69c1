import styled from 'styled-components';
import { media } from '../../theme/media';

export interface CardStyleProps {
  /** Inner padding; 'none' for edge-to-edge content such as list rows with their own spacing. */
  $padding?: 'none' | 'sm' | 'md' | 'lg';
}

const PADDING = { none: '0', sm: '12px', md: '24px', lg: '32px' } as const;

/** White surface with the design's 8px radius and soft shadow. */
export const Card = styled.div<CardStyleProps>`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: ${({ $padding = 'md' }) => PADDING[$padding]};

  ${media.mobile} {
    padding: ${({ $padding = 'md' }) => ($padding === 'lg' ? PADDING.md : PADDING[$padding])};
  }
`;
