// A small HTTP client over real HTTP (fetch) with one cookie jar per agent, so a test can
// act as several people at once (anonymous, a talent, two recruiters...).
import http from 'node:http';

// Answers are read field by field in assertions; a loose JSON type keeps the tests readable.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface ApiResponse<T = Json> {
  status: number;
  headers: Headers;
  /** Parsed JSON, or the text when the answer is not JSON. */
  body: T;
  text: string;
}

export interface RequestOptions {
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  /** Sent as multipart/form-data. */
  multipart?: FormData;
  /** Raw body with the content type given in headers. */
  body?: string | Buffer;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  /** Gives up on the request (a test that must not hang on a server that does not answer). */
  signal?: AbortSignal;
}

export interface AgentOptions {
  /**
   * Connect from this local address (any of 127.0.0.0/8 on Linux), so the server sees another
   * client IP: how tests act as a second network address.
   */
  localAddress?: string;
}

export class Agent {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly baseUrl: string,
    private readonly options: AgentOptions = {},
  ) {}

  async request<T = Json>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const url = new URL(path, this.baseUrl);
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    let body: RequestInit['body'];
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    } else if (options.multipart) {
      body = options.multipart;
    } else if (options.body !== undefined) {
      body = options.body as RequestInit['body'];
    }
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    const response = this.options.localAddress
      ? await fetchFrom(this.options.localAddress, url, method, headers, body)
      : await fetch(url, {
          method,
          headers,
          body,
          redirect: 'manual',
          ...(options.signal ? { signal: options.signal } : {}),
        });
    this.storeCookies(response.headers);
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json') && text)
      parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  /** The Cookie header this agent sends, for a request made without it (a raw stream). */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  get<T = Json>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }
  post<T = Json>(path: string, options?: RequestOptions) {
    return this.request<T>('POST', path, options);
  }
  patch<T = Json>(path: string, options?: RequestOptions) {
    return this.request<T>('PATCH', path, options);
  }
  put<T = Json>(path: string, options?: RequestOptions) {
    return this.request<T>('PUT', path, options);
  }
  delete<T = Json>(path: string, options?: RequestOptions) {
    return this.request<T>('DELETE', path, options);
  }

  private storeCookies(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', val = ''] = attribute.split('=');
        const k = key.trim().toLowerCase();
        if (k === 'max-age') return Number(val) <= 0;
        if (k === 'expires') return new Date(val).getTime() <= Date.now();
        return false;
      });
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** fetch's answer shape over node:http, bound to a local address (fetch cannot choose it). */
async function fetchFrom(
  localAddress: string,
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: RequestInit['body'],
): Promise<Response> {
  if (body !== undefined && body !== null && typeof body !== 'string' && !Buffer.isBuffer(body))
    throw new Error('a local address supports JSON, form and raw bodies only');
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, localAddress }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const answerHeaders = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) {
          for (const item of Array.isArray(value) ? value : [value ?? ''])
            answerHeaders.append(name, item);
        }
        resolve(
          new Response(Buffer.concat(chunks), {
            status: incoming.statusCode ?? 0,
            headers: answerHeaders,
          }),
        );
      });
    });
    request.on('error', reject);
    request.end(body ?? undefined);
  });
}
