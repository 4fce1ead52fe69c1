import { ThemeRoot, ToastProvider } from '@peworld/shared-ui';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';

/** Everything a page may rely on: theme and global styles, toasts, and the one router. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeRoot>
      <ToastProvider>
        <BrowserRouter>{children}</BrowserRouter>
      </ToastProvider>
    </ThemeRoot>
  );
}
