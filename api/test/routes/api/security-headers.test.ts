import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedApp } from '../../helper.js';

/**
 * The security headers (plugins/external/helmet.ts, one helmet middleware built at start) on
 * every kind of answer: a search, a profile that does not exist, a request that fails
 * validation, an unknown path. HSTS only when cookies are secure (the app is behind HTTPS).
 */

const CSP =
  "default-src 'self';base-uri 'self';font-src 'self' https://fonts.gstatic.com data:;" +
  "form-action 'self';frame-ancestors 'self';img-src 'self' data: blob:;object-src 'none';" +
  "script-src 'self';script-src-attr 'none';" +
  "style-src 'self' 'unsafe-inline' https://fonts.googleapis.com;connect-src 'self'";

const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': CSP,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'cross-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

const PATHS: Array<[string, number]> = [
  ['/api/users?search=react,node&sort=name&page=2', 200],
  ['/api/users/99999999', 404],
  ['/api/users?sort=bogus', 400],
  ['/api/no-such-thing', 404],
];

describe('security headers', () => {
  const plain = sharedApp();
  const secure = sharedApp({ config: { cookieSecure: true } });

  const securityHeaders = async (api: typeof plain.api, path: string, status: number) => {
    const res = await api.agent().get(path);
    assert.equal(res.status, status, `${path}: ${res.text}`);
    return {
      headers: Object.fromEntries(
        Object.keys(SECURITY_HEADERS).map((name) => [name, res.headers.get(name)]),
      ),
      hsts: res.headers.get('strict-transport-security'),
      poweredBy: res.headers.get('x-powered-by'),
    };
  };

  test('every answer carries them, without HSTS over plain HTTP', async () => {
    for (const [path, status] of PATHS)
      assert.deepEqual(
        await securityHeaders(plain.api, path, status),
        { headers: SECURITY_HEADERS, hsts: null, poweredBy: null },
        path,
      );
  });

  test('with secure cookies (behind HTTPS) HSTS is added', async () => {
    for (const [path, status] of PATHS)
      assert.deepEqual(
        await securityHeaders(secure.api, path, status),
        {
          headers: SECURITY_HEADERS,
          hsts: 'max-age=15552000; includeSubDomains',
          poweredBy: null,
        },
        path,
      );
  });
});
