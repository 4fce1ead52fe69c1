import type { ReactNode } from 'react';
import styled from 'styled-components';
import { LogoMark, media } from '@peworld/shared-ui';
import { BrandPanel } from './brand-panel';
import { TAGLINES, type Audience } from './taglines';

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 48px;
  min-height: 100vh;
  padding: 40px;
  background: ${({ theme }) => theme.colors.page};

  ${media.mobile} {
    grid-template-columns: 1fr;
    gap: 0;
    padding: 0;
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Brand = styled.div`
  display: flex;

  & > * {
    flex: 1;
  }

  ${media.mobile} {
    display: none;
  }
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  padding: 24px 0;

  ${media.mobile} {
    justify-content: flex-start;
    padding: 32px 20px 48px;
  }
`;

const Content = styled.div`
  width: 100%;
  max-width: 480px;
  margin: 0 auto;
`;

const MobileLogo = styled.div`
  display: none;
  margin-bottom: 32px;

  ${media.mobile} {
    display: block;
  }
`;

const Title = styled.h1`
  margin: 0 0 12px;
  font-size: 1.75rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
`;

const Intro = styled.p`
  margin: 0 0 28px;
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface AuthLayoutProps {
  title: string;
  intro: ReactNode;
  audience?: Audience;
  children: ReactNode;
}

/**
 * Frame of every auth screen: purple brand panel on the left and the form on the right
 * on desktop; one column with the logo on top on mobile.
 */
export function AuthLayout({ title, intro, audience = 'everyone', children }: AuthLayoutProps) {
  const copy = TAGLINES[audience];
  return (
    <Page>
      <Brand>
        <BrandPanel tagline={copy.tagline} sub={copy.sub} />
      </Brand>
      <Main>
        <Content>
          <MobileLogo>
            <LogoMark variant="purple" />
          </MobileLogo>
          <Title>{title}</Title>
          <Intro>{intro}</Intro>
          {children}
        </Content>
      </Main>
    </Page>
  );
}
