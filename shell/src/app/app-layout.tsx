import { PageSkeleton } from '@peworld/shared-ui/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { Footer } from '../layout/footer/footer';
import { Header } from '../layout/header/header';
import { useLoggedInChrome } from './logged-in/use-logged-in-chrome';
import { useT } from '@peworld/shared-ui/core';

/**
 * The frame around every page. Header, bars and footer belong to the shell, so they keep
 * working while a remote page loads, fails or is swapped; pages render inside <main>.
 * (Each bar decides for itself on which screens and sessions it shows.) The logged-in parts
 * come from their own chunk (useLoggedInChrome), so guests never load them.
 */
export function AppLayout() {
  const t = useT();
  const chrome = useLoggedInChrome();
  return (
    <Frame>
      {chrome ? <chrome.LoggedInServices /> : null}
      <SkipLink href="#main">{t('shell.skipToContent')}</SkipLink>
      <Header />
      {chrome ? <chrome.LoggedInMobileTopBar /> : null}
      <Main id="main" tabIndex={-1} $holdViewport={chrome !== null}>
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

/**
 * A member's pages are drawn from data: their skeletons, then their content, grow the page
 * after the first paint. Holding at least one screen below the header keeps the footer out
 * of view meanwhile, so it is never pushed down in sight (layout shift 0.07–0.19 before).
 * Guest pages are pre-rendered at their final height and keep the footer in view.
 */
const Main = styled.main<{ $holdViewport: boolean }>`
  flex: 1 0 auto;
  min-height: ${({ $holdViewport }) => ($holdViewport ? '100vh' : 'auto')};
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
