// Login CSRF (issue 27), in real Chromium: a page on another origin of the same site (another
// port of 127.0.0.1: SameSite=Lax cookies go along) auto-submits a login form with the
// attacker's account, and a logout form. The API refuses both (403), so a logged-in victim is
// still logged in as themself, and a logged-out visitor is logged in as nobody.
import { test, expect, type Page } from '@playwright/test';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { logInAsTalent, registerTalent, type Account } from '../support/session';

/** A tiny loopback site whose pages auto-submit a form to the product. */
async function evilSite(productOrigin: string, attacker: Account) {
  const page = (action: string, fields: Record<string, string>) => `<!doctype html>
<html><body><form method="POST" action="${productOrigin}${action}">
${Object.entries(fields)
  .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
  .join('\n')}
</form><script>document.forms[0].submit()</script></body></html>`;
  const pages: Record<string, string> = {
    '/login': page('/api/auth/login-user', { email: attacker.email, password: attacker.password }),
    '/logout': page('/api/auth/logout', {}),
  };
  const server = http.createServer((request, response) => {
    const html = pages[request.url ?? ''];
    response.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Who the browser is logged in as, asked from the product's own page. */
async function loggedInAs(page: Page, baseURL: string): Promise<string | null> {
  await page.goto(`${baseURL}/404`);
  return page.evaluate(async () => {
    const response = await fetch('/api/auth/me');
    if (response.status !== 200) return null;
    const body = (await response.json()) as { result: { user: { email: string } } };
    return body.result.user.email;
  });
}

test('a cross-site login or logout form changes no session', async ({ page, browser, baseURL }) => {
  const product = baseURL!;
  const [victim, attacker] = [
    await registerTalent(page, product, 'csrf-victim'),
    await registerTalent(page, product, 'csrf-attacker'),
  ];
  const evil = await evilSite(product, attacker);
  try {
    await logInAsTalent(page, product, victim);
    expect(await loggedInAs(page, product)).toBe(victim.email);

    for (const [form, action] of [
      ['/login', '/api/auth/login-user'],
      ['/logout', '/api/auth/logout'],
    ] as const) {
      const posted = page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url() === `${product}${action}`,
      );
      await page.goto(evil.url(form));
      const answer = await posted;
      expect(answer.status(), form).toBe(403);
      expect((await answer.json()).message).toMatch(/another website/);
      expect(await loggedInAs(page, product), form).toBe(victim.email);
    }

    // A visitor who is logged out stays logged out.
    const visitor = await browser.newContext();
    try {
      const visitorPage = await visitor.newPage();
      const posted = visitorPage.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url() === `${product}/api/auth/login-user`,
      );
      await visitorPage.goto(evil.url('/login'));
      expect((await posted).status()).toBe(403);
      expect(await loggedInAs(visitorPage, product)).toBeNull();
      // Other cookies (the visitor id that pins a remote canary) may be set by the page load.
      const cookieNames = (await visitor.cookies(product)).map((cookie) => cookie.name);
      expect(cookieNames).not.toContain('peworld_session');
    } finally {
      await visitor.close();
    }
  } finally {
    await evil.close();
  }
});
