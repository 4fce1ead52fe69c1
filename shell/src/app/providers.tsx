import { QueryProvider, ThemeRoot, ToastProvider } from '@peworld/shared-ui';
import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';

export interface ProvidersProps {
  children: ReactNode;
  /** The browser's router, or a static one when pages are pre-rendered at build time. */
  router?: ComponentType<{ children: ReactNode }>;
}

/**
 * Everything a page may rely on: the shared query cache, theme and global styles, toasts,
 * and the one router.
 */
export function Providers({ children, router: Router = BrowserRouter }: ProvidersProps) {
  return (
    <QueryProvider>
      <ThemeRoot>
        <ToastProvider>
          <Router>{children}</Router>
        </ToastProvider>
      </ThemeRoot>
    </QueryProvider>
  );
}
