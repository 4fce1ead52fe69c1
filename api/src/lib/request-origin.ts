// Whether a browser sent a request from our own origin. Browsers say where a request comes from
// in `Origin` (every cross-origin request and every POST/PATCH/PUT/DELETE, forms included) and in
// `Sec-Fetch-Site` (every request of a current browser); a page cannot forge either header.
// Clients that are not browsers (curl, servers, the tests) send neither and are not judged here.

export type OriginVerdict = 'ours' | 'foreign' | 'unknown';

/** `https://Example.com:443` → `https://example.com` (the origin a browser would send). */
export function canonicalOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** Our origin as served on `host` (the Host header) with the scheme the Origin header names. */
function servedOrigin(scheme: string, host: string): string | null {
  return host ? canonicalOrigin(`${scheme}//${host}`) : null;
}

export interface RequestSource {
  origin: string | undefined;
  secFetchSite: string | undefined;
  /** The Host the request was sent to (Fastify's `request.host`). */
  host: string;
}

/**
 * 'ours' when the request names our origin (the Host it was sent to, or one of `trusted`),
 * 'foreign' when it names another origin, another site, or an opaque one (`Origin: null`),
 * 'unknown' when it carries neither header.
 *
 * The scheme of the Origin header is not compared with ours: behind a proxy that ends TLS the
 * API sees plain HTTP, and one host and port serve one scheme only.
 */
export function judgeOrigin(source: RequestSource, trusted: ReadonlySet<string>): OriginVerdict {
  if (source.origin !== undefined) {
    const origin = canonicalOrigin(source.origin);
    if (origin === null) return 'foreign';
    if (trusted.has(origin)) return 'ours';
    const scheme = new URL(origin).protocol;
    return servedOrigin(scheme, source.host) === origin ? 'ours' : 'foreign';
  }
  if (source.secFetchSite !== undefined) {
    // 'none': typed in the address bar or a bookmark; 'same-site' is another origin of our site
    // (another port or subdomain), which SameSite cookies do not stop.
    return source.secFetchSite === 'same-origin' || source.secFetchSite === 'none'
      ? 'ours'
      : 'foreign';
  }
  return 'unknown';
}
