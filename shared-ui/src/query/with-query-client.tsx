import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { queryClient } from './query-client';

export interface WithQueryClientProps {
  children: ReactNode;
}

/**
 * Gives its children the product's one QueryClient unless a provider above already does.
 * The shell keeps the query layer off guest pages (issue 12), so each part that uses queries
 * (a remote page, the logged-in header and bars, the chat) mounts this itself; every one of
 * them hands out the same client, so they all read one cache. A test's provider wins.
 */
export function WithQueryClient({ children }: WithQueryClientProps) {
  const outer = useContext(QueryClientContext);
  if (outer) return <>{children}</>;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
