// Test helper: scripts the answers of the fetch that ky calls (Node's own fetch classes,
// lent to jsdom by the preset's environment). Not exported from the package.

export interface JsonAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export function jsonResponse({ status, body, headers = {} }: JsonAnswer): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const contentType = typeof body === 'string' ? 'text/html' : 'application/json';
  return new Response(status === 204 ? null : text, {
    status,
    headers: { 'content-type': contentType, ...headers },
  });
}

/** Every fetch answers with a fresh copy of `answer`. Returns the spy to inspect requests. */
export function answerWith(answer: JsonAnswer) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse(answer));
}

/** The Request ky sent on the n-th fetch call. */
export function sentRequest(spy: jest.SpyInstance, call = 0): Request {
  const input: unknown = spy.mock.calls[call]?.[0];
  if (!(input instanceof Request)) throw new Error(`fetch call ${call} did not receive a Request`);
  return input;
}
