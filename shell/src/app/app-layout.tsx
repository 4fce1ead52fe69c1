import { PageSkeleton } from '@peworld/shared-ui/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { Footer } from '../layout/footer/footer';
import { Header } from '../layout/header/header';
import { useLoggedInChrome } from './logged-in/use-logged-in-chrome';

/**
 * The frame around every page. Header, bars and footer belong to the shell, so they keep
 * working while a remote page loads, fails or is swapped; pages render inside <main>.
 * (Each bar decides for itself on which screens and sessions it shows.) The logged-in parts
 * come from their own chunk (useLoggedInChrome), so guests never load them.
 */
export function AppLayout() {
  const chrome = useLoggedInChrome();
  return (
    <Frame>
      {chrome ? <chrome.LoggedInServices /> : null}
      <SkipLink href="#main">Skip to content</SkipLink>
      <Header />
      {chrome ? <chrome.LoggedInMobileTopBar /> : null}
      <Main id="main" tabIndex={-1}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </Main>
      <Footer />
      {chrome ? <chrome.LoggedInMobileBottomBar /> : null}
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
