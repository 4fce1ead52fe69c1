import styled from 'styled-components';
import { media } from '@peworld/shared-ui';

const Band = styled.p`
  display: none;

  ${media.mobile} {
    display: block;
    position: relative;
    overflow: hidden;
    margin: 0 0 24px;
    padding: 20px 88px 20px 20px;
    border-radius: ${({ theme }) => theme.radius};
    background: linear-gradient(
      150deg,
      #7b6fc0 0%,
      ${({ theme }) => theme.colors.primary} 60%,
      #463a86 100%
    );
    color: #fff;
    font-size: 1.05rem;
    font-weight: 700;
    line-height: 1.4;

    /* Decorative rings echoing the desktop illustration. */
    &::before,
    &::after {
      content: '';
      position: absolute;
      border-radius: 50%;
    }

    &::before {
      right: -28px;
      top: -28px;
      width: 110px;
      height: 110px;
      background: rgba(255, 255, 255, 0.12);
    }

    &::after {
      right: 26px;
      bottom: 16px;
      width: 18px;
      height: 18px;
      background: ${({ theme }) => theme.colors.accent};
    }
  }
`;

/**
 * On phones the brand panel would push the form below the fold; this slim band keeps the
 * Indonesian tagline and the purple identity above the form instead.
 */
export function MobileBrandBand({ tagline }: { tagline: string }) {
  return <Band>{tagline}</Band>;
}
