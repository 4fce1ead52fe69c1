import type { SessionUser } from '@peworld/api/schemas';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { ToastProvider } from '../components/toast/toast-provider';
import type { Locale } from '../i18n/locale';
import { localeStore } from '../i18n/locale-store';
import { registerTestCatalogs } from './test-catalogs';
import { createAppQueryClient } from '../query/query-client';
import { QueryProvider } from '../query/query-provider';
import { sessionStore } from '../session/session-store';
import { ThemeRoot } from '../theme/theme-root';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** Initial URL (default '/'). */
  route?: string;
  /** Route pattern for `ui` (e.g. '/home/profile-portofolio/:id') so useParams works. */
  path?: string;
  /** Seeds the session store (and localStorage) before rendering; null = logged out. */
  user?: SessionUser | null;
  /** The query cache to render with; a fresh one without retries by default. */
  queryClient?: QueryClient;
  /** The language to render in (default English): its catalogs and the locale store. */
  locale?: Locale;
}

/** A cache of its own per test, failing at once (no retry delays) so error states show. */
export function createTestQueryClient(): QueryClient {
  const client = createAppQueryClient();
  client.setDefaultOptions({
    queries: {
      ...client.getDefaultOptions().queries,
      retry: false,
      staleTime: 0,
      gcTime: Infinity,
    },
    mutations: { retry: false },
  });
  return client;
}

/** Rendered by the catch-all route once the UI navigates away from `path`. */
function LocationDisplay() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/**
 * Renders like the shell would: theme, toasts, a router and a session.
 * With `path`, navigating elsewhere renders `data-testid="location"` holding the new
 * pathname + search, so a test asserts navigation with
 * `expect(await screen.findByTestId('location')).toHaveTextContent('/home')`.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    path,
    user = null,
    queryClient = createTestQueryClient(),
    locale,
    ...options
  }: RenderWithProvidersOptions = {},
): RenderResult & { queryClient: QueryClient } {
  if (locale) {
    localeStore.setState({ locale });
    registerTestCatalogs(expect.getState().testPath ?? '', locale);
  }
  if (user) sessionStore.getState().login(user);
  else sessionStore.getState().clear();

  // Providers go in `wrapper` so `rerender` keeps them (and the router's current location).
  function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryProvider client={queryClient}>
        <ThemeRoot>
          <ToastProvider>
            <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
          </ToastProvider>
        </ThemeRoot>
      </QueryProvider>
    );
  }

  const withRoutes = (element: ReactNode) =>
    path ? (
      <Routes>
        <Route path={path} element={element} />
        <Route path="*" element={<LocationDisplay />} />
      </Routes>
    ) : (
      element
    );

  const result = render(withRoutes(ui), { ...options, wrapper: Providers });
  return {
    ...result,
    queryClient,
    rerender: (next: ReactNode) => result.rerender(withRoutes(next)),
  };
}

/** A `wrapper` for `renderHook`: hooks under test share `client` (a fresh test client by default). */
export function queryWrapper(client: QueryClient = createTestQueryClient()) {
  return function QueryWrapper({ children }: { children: ReactNode }) {
    return <QueryProvider client={client}>{children}</QueryProvider>;
  };
}
