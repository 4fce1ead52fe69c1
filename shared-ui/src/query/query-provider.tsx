import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient as sharedClient } from './query-client';

export interface QueryProviderProps {
  children: ReactNode;
  /** Tests pass a fresh client; the product always uses the shared one. */
  client?: QueryClient;
}

/** Mounted once by the shell (and by a remote's standalone harness). */
export function QueryProvider({ children, client = sharedClient }: QueryProviderProps) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
