import { AppMessages, ThemeRoot, ToastProvider } from '@peworld/shared-ui/core';
import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SHELL_CATALOGS } from '../messages/catalogs';

export interface ProvidersProps {
  children: ReactNode;
  /** The browser's router, or a static one when pages are pre-rendered at build time. */
  router?: ComponentType<{ children: ReactNode }>;
}

/**
 * Everything a page may rely on: theme and global styles, the shell's text in the current
 * language, toasts, and the one router. The
 * query cache is not here: guest pages do without it, and the parts that need it bring it
 * along (WithQueryClient in remote pages and the logged-in frame).
 */
export function Providers({ children, router: Router = BrowserRouter }: ProvidersProps) {
  return (
    <ThemeRoot>
      <AppMessages catalogs={SHELL_CATALOGS}>
        <ToastProvider>
          <Router>{children}</Router>
        </ToastProvider>
      </AppMessages>
    </ThemeRoot>
  );
}
