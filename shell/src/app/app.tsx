import { lazy, Suspense } from 'react';
import { useFederationStarted } from '../federation/federation-started';
import { Providers, type ProvidersProps } from './providers';
import { AppRoutes } from './router';

// With the federation code it serves: not part of a guest's first load of / (start-when-wanted.ts).
const RemotePrefetcher = lazy(() =>
  import('./remote-prefetcher').then((m) => ({ default: m.RemotePrefetcher })),
);

/** Nothing until federation has started; the pre-render and hydration render nothing too. */
function PrefetcherOnceStarted() {
  const started = useFederationStarted();
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <RemotePrefetcher />
    </Suspense>
  );
}

export function App({ router }: Pick<ProvidersProps, 'router'> = {}) {
  return (
    <Providers router={router}>
      <PrefetcherOnceStarted />
      <AppRoutes />
    </Providers>
  );
}
