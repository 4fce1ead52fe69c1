// Scripts the API for page tests: routes like 'GET /api/users/:id' answer through the real
// API client (ky → fetch), so pages, hooks and the error normaliser run as in the product.

export interface MockAnswer {
  status?: number;
  body?: unknown;
}

export type MockHandler = (
  request: Request,
  params: Record<string, string>,
  url: URL,
) => MockAnswer | Promise<MockAnswer>;

export interface MockApi {
  spy: jest.SpiedFunction<typeof fetch>;
  /** Requests that matched `route` (e.g. 'GET /api/users'), oldest first. */
  requests: (route: string) => Request[];
}

function matchRoute(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const got = path.split('/').filter(Boolean);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let index = 0; index < want.length; index += 1) {
    const segment = want[index] as string;
    const actual = got[index] as string;
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(actual);
    else if (segment !== actual) return null;
  }
  return params;
}

/**
 * Replaces fetch for this test. Each key is 'METHOD /path' with optional ':name' segments;
 * a value is an answer or a handler. Anything unrouted answers 404, so a stray call shows.
 */
export function mockApi(routes: Record<string, MockAnswer | MockHandler>): MockApi {
  const seen: { route: string; request: Request }[] = [];
  const table = Object.entries(routes).map(([key, answer]) => {
    const [method, pattern] = key.split(' ') as [string, string];
    return { key, method, pattern, answer };
  });
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    for (const route of table) {
      if (route.method !== request.method) continue;
      const params = matchRoute(route.pattern, url.pathname);
      if (!params) continue;
      seen.push({ route: route.key, request: request.clone() });
      const answer =
        typeof route.answer === 'function'
          ? await route.answer(request, params, url)
          : route.answer;
      const status = answer.status ?? 200;
      return new Response(status === 204 ? null : JSON.stringify(answer.body ?? {}), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }
    return new Response(
      JSON.stringify({ status: 404, message: `unmocked ${request.method} ${url.pathname}` }),
      { status: 404, headers: { 'content-type': 'application/json' } },
    );
  });
  return {
    spy,
    requests: (route) =>
      seen.filter((entry) => entry.route === route).map((entry) => entry.request),
  };
}
