import { Providers, type ProvidersProps } from './providers';
import { RemotePrefetcher } from './remote-prefetcher';
import { AppRoutes } from './router';

export function App({ router }: Pick<ProvidersProps, 'router'> = {}) {
  return (
    <Providers router={router}>
      <RemotePrefetcher />
      <AppRoutes />
    </Providers>
  );
}
