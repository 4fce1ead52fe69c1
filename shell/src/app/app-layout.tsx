import { PageSkeleton, useSession } from '@peworld/shared-ui';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { Footer } from '../layout/footer/footer';
import { Header } from '../layout/header/header';
import { MobileBottomBar } from '../layout/mobile-bottom-bar/mobile-bottom-bar';
import { MobileTopBar } from '../layout/mobile-top-bar/mobile-top-bar';
import { LiveSession } from '../live/live-session';

/**
 * The frame around every page. Header, bars and footer belong to the shell, so they keep
 * working while a remote page loads, fails or is swapped; pages render inside <main>.
 * (Each bar decides for itself on which screens and sessions it shows.)
 */
export function AppLayout() {
  const { isLoggedIn } = useSession();
  return (
    <Frame>
      {isLoggedIn ? <LiveSession /> : null}
      <SkipLink href="#main">Skip to content</SkipLink>
      <Header />
      <MobileTopBar />
      <Main id="main" tabIndex={-1}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </Main>
      <Footer />
      <MobileBottomBar />
    </Frame>
  );
}

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1 0 auto;
  outline: none;
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  top: -100px;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};

  &:focus {
    top: ${({ theme }) => theme.space.xs};
  }
`;
