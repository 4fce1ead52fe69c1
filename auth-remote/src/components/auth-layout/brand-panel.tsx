import styled from 'styled-components';
import { LogoMark } from '@peworld/shared-ui';
import { BrandArt } from './brand-art';

const Panel = styled.aside`
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  gap: 32px;
  padding: 48px;
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  color: #fff;
  background: linear-gradient(
    160deg,
    #7b6fc0 0%,
    ${({ theme }) => theme.colors.primary} 55%,
    #463a86 100%
  );
`;

const Art = styled(BrandArt)`
  width: 100%;
  max-width: 420px;
  align-self: center;
`;

const Tagline = styled.p`
  margin: 0;
  font-size: 2.1rem;
  font-weight: 700;
  line-height: 1.3;
  max-width: 22ch;
`;

const Sub = styled.p`
  margin: 12px 0 0;
  font-size: 1rem;
  line-height: 1.6;
  opacity: 0.9;
  max-width: 42ch;
`;

export interface BrandPanelProps {
  tagline: string;
  sub: string;
}

/** The purple left half of the desktop auth screens: logo, illustration, Indonesian tagline. */
export function BrandPanel({ tagline, sub }: BrandPanelProps) {
  return (
    <Panel>
      <LogoMark variant="white" />
      <Art />
      <div>
        <Tagline>{tagline}</Tagline>
        <Sub>{sub}</Sub>
      </div>
    </Panel>
  );
}
