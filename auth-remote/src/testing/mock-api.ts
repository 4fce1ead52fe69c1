/*
 * Scripts the API for screen tests by stubbing fetch, as the shared-ui test kit advises:
 * the real shared-ui client (ky, ApiError parsing) runs, only the network is fake.
 * Handlers are keyed by "METHOD path" with the path after /api/, e.g. "POST auth/login-user".
 */
export interface ApiReply {
  status: number;
  body: unknown;
}

export interface RecordedCall {
  key: string;
  body: unknown;
}

type Handler = (body: unknown) => ApiReply | Promise<ApiReply>;

export function mockApi(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname.replace(/^\/api\//, '');
    const key = `${request.method} ${path}`;
    const text = await request.clone().text();
    const body: unknown = text ? JSON.parse(text) : null;
    calls.push({ key, body });
    const handler = handlers[key];
    // An unscripted call answers 500 with its key, so the failing test says what was called.
    const reply = handler
      ? await handler(body)
      : { status: 500, body: { message: `Unscripted ${key}` } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { calls, spy };
}

/** A reply that waits until the test calls `release`, to observe the "sending" state. */
export function deferredReply() {
  let release: (reply: ApiReply) => void = () => undefined;
  const promise = new Promise<ApiReply>((resolve) => {
    release = resolve;
  });
  return { handler: () => promise, release };
}

export const ok = (body: unknown, status = 200): ApiReply => ({ status, body });
/** An error answer in the API's envelope: `errors` as sentences, field detail in `fields`. */
export const fail = (
  status: number,
  message: string,
  problems?: { field: string; message: string }[],
): ApiReply => ({
  status,
  body: problems
    ? {
        status,
        message,
        errors: problems.map((problem) => problem.message),
        fields: Object.fromEntries(problems.map((problem) => [problem.field, problem.message])),
      }
    : { status, message, errors: [message] },
});
