import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BuildTag } from './build-tag';

/** The purple band behind the top of profile and list pages (the design's header band). */
export const Band = styled.div`
  height: 200px;
  margin-bottom: -160px;
  background: ${({ theme }) => theme.colors.primary};

  @media (max-width: 767px) {
    height: 140px;
    margin-bottom: -110px;
  }
`;

const Content = styled.div`
  position: relative;
  max-width: 1140px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md} ${theme.space.xxl}`};

  @media (max-width: 767px) {
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} ${theme.space.xl}`};
  }
`;

/** Page frame of every talent-app page: optional band, centred content, build line. */
export function PageLayout({ children, band = false }: { children: ReactNode; band?: boolean }) {
  return (
    <>
      {band ? <Band aria-hidden="true" /> : null}
      <Content>
        {children}
        <BuildTag />
      </Content>
    </>
  );
}
