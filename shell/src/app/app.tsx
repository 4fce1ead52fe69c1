import { Providers } from './providers';
import { RemotePrefetcher } from './remote-prefetcher';
import { AppRoutes } from './router';

export function App() {
  return (
    <Providers>
      <RemotePrefetcher />
      <AppRoutes />
    </Providers>
  );
}
