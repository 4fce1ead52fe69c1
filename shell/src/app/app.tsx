import { Providers, type ProvidersProps } from './providers';
import { RemotePrefetcher } from './remote-prefetcher';
import { AppRoutes } from './router';
import { SessionCheck } from './session-check';

export function App({ router }: Pick<ProvidersProps, 'router'> = {}) {
  return (
    <Providers router={router}>
      <SessionCheck />
      <RemotePrefetcher />
      <AppRoutes />
    </Providers>
  );
}
