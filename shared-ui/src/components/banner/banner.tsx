import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';

export type BannerTone = 'error' | 'success' | 'info';

export interface BannerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role'> {
  tone?: BannerTone;
  children: ReactNode;
}

function toneStyle(tone: BannerTone, theme: DefaultTheme) {
  const c = theme.colors;
  const [ink, soft] =
    tone === 'error'
      ? [c.danger, c.dangerSoft]
      : tone === 'success'
        ? [c.success, c.successSoft]
        : [c.info, c.infoSoft];
  return css`
    color: ${ink};
    background: ${soft};
    border-left: 4px solid ${ink};
  `;
}

const Box = styled.div<{ $tone: BannerTone }>`
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radiusSm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  line-height: 1.45;
  ${({ $tone, theme }) => toneStyle($tone, theme)}

  ul {
    margin: 4px 0 0;
    padding-left: 20px;
    font-weight: 400;
  }
`;

/**
 * Inline message above a form or list. Errors interrupt screen readers (role=alert);
 * success and info wait their turn (role=status).
 */
export function Banner({ tone = 'info', children, ...rest }: BannerProps) {
  return (
    <Box role={tone === 'error' ? 'alert' : 'status'} $tone={tone} {...rest}>
      {children}
    </Box>
  );
}
