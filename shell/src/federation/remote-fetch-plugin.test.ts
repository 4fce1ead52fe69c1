import {
  fetchManifest,
  REMOTE_RESPONSE_TIMEOUT_MS,
  RemoteManifestError,
  RemoteNoAnswerError,
  remoteFetchPlugin,
  RETRY_DELAYS_MS,
} from './remote-fetch-plugin';

const URL_ = 'https://cdn.example/talent/mf-manifest.json';
const json = (status: number) => new Response('{}', { status });

function fetchAnswers(...answers: Array<Response | Error | 'hang'>) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation((_input, init) => {
    const answer = answers.shift() ?? json(200);
    if (answer === 'hang')
      return new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        ),
      );
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  });
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('fetchManifest', () => {
  it('retries a transient failure after growing pauses, then answers', async () => {
    jest.useFakeTimers();
    const spy = fetchAnswers(new TypeError('Failed to fetch'), json(503), json(200));
    const result = fetchManifest(URL_);
    await jest.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]! + RETRY_DELAYS_MS[1]!);
    expect((await result).status).toBe(200);
    expect(spy).toHaveBeenCalledTimes(3);
  });

  it('gives up on a server that does not answer after the response time-out, without retrying', async () => {
    jest.useFakeTimers();
    const spy = fetchAnswers('hang', json(200));
    const result = fetchManifest(URL_);
    const failed = expect(result).rejects.toBeInstanceOf(RemoteNoAnswerError);
    await jest.advanceTimersByTimeAsync(REMOTE_RESPONSE_TIMEOUT_MS);
    await failed;
    expect(spy).toHaveBeenCalledTimes(1);
    expect(REMOTE_RESPONSE_TIMEOUT_MS).toBeLessThanOrEqual(12_000);
  });

  it('fails at once with the status of a manifest that is not there', async () => {
    const spy = fetchAnswers(json(404));
    await expect(fetchManifest(URL_)).rejects.toEqual(new RemoteManifestError(URL_, 404));
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('fails after the last retry of a failure that persists', async () => {
    jest.useFakeTimers();
    const spy = fetchAnswers(json(502), json(502), json(502));
    const result = fetchManifest(URL_);
    const failed = expect(result).rejects.toThrow('answered 502');
    await jest.advanceTimersByTimeAsync(5000);
    await failed;
    expect(spy).toHaveBeenCalledTimes(RETRY_DELAYS_MS.length + 1);
  });
});

describe('remoteFetchPlugin', () => {
  const remoteInfo = {
    name: 'talentApp',
    entry: 'https://cdn.example/talent/remoteEntry.js',
  } as never;

  it('bounds the remote entry by the response time-out, and leaves chunks alone', () => {
    const plugin = remoteFetchPlugin();
    expect(
      plugin.createScript!({ url: 'https://cdn.example/talent/remoteEntry.js', remoteInfo }),
    ).toEqual({ timeout: REMOTE_RESPONSE_TIMEOUT_MS });
    expect(
      plugin.createScript!({ url: 'https://cdn.example/talent/42.abc.js', remoteInfo }),
    ).toBeUndefined();
  });

  it('loads a failed remote entry again after a pause', async () => {
    jest.useFakeTimers();
    const plugin = remoteFetchPlugin();
    plugin.createScript!({ url: 'https://cdn.example/talent/remoteEntry.js', remoteInfo });
    const exports = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest
      .fn()
      .mockRejectedValueOnce(new Error('ScriptNetworkError'))
      .mockResolvedValueOnce(exports);
    const globalLoading: Record<string, unknown> = { key: Promise.resolve() };
    const result = plugin.loadEntryError!({
      getRemoteEntry,
      origin: {} as never,
      remoteInfo,
      globalLoading: globalLoading as never,
      uniqueKey: 'key',
    });
    await jest.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]! + RETRY_DELAYS_MS[1]!);
    await expect(result).resolves.toBe(exports);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    expect(globalLoading).not.toHaveProperty('key');
  });

  it('does not load again an entry that ran into the time-out', async () => {
    jest.useFakeTimers();
    const plugin = remoteFetchPlugin();
    plugin.createScript!({ url: 'https://cdn.example/talent/remoteEntry.js', remoteInfo });
    jest.advanceTimersByTime(REMOTE_RESPONSE_TIMEOUT_MS);
    const getRemoteEntry = jest.fn();
    await expect(
      plugin.loadEntryError!({
        getRemoteEntry,
        origin: {} as never,
        remoteInfo,
        globalLoading: {},
        uniqueKey: 'key',
      }),
    ).resolves.toBeUndefined();
    expect(getRemoteEntry).not.toHaveBeenCalled();
  });
});
