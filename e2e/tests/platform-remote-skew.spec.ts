import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Route } from '@playwright/test';
import { REPO_ROOT } from '../support/environment';
import { screenshot } from '../support/screenshots';
import { logInAsTalent, registerTalent } from '../support/session';

// A remote built against a shared-ui this shell does not provide (issue 28): the manifest of the
// talent remote, as this one browser receives it, declares `^9.0.0` of @peworld/shared-ui. The
// shell must refuse it with its own state (not "check your connection"), say so in one console
// line, and keep everything else working. The server and the other specs are untouched.

const SKEWED_RANGE = '^9.0.0';
/** The shared-ui this checkout builds: remotes built from it declare `^<version>`. */
const SHARED_UI_VERSION = (
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'shared-ui', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

async function serveSkewedManifest(route: Route) {
  const response = await route.fetch();
  const manifest = (await response.json()) as {
    shared?: Array<{ name: string; requiredVersion?: string }>;
  };
  const sharedUi = manifest.shared?.find((entry) => entry.name === '@peworld/shared-ui');
  expect(sharedUi?.requiredVersion, 'the talent remote declares the range it was built for').toBe(
    `^${SHARED_UI_VERSION}`,
  );
  sharedUi!.requiredVersion = SKEWED_RANGE;
  await route.fulfill({ response, json: manifest });
}

test.describe('a remote built against an incompatible shared-ui', () => {
  test('shows "needs an update", logs remote, version and range once, and the rest works', async ({
    page,
    baseURL,
  }) => {
    const account = await registerTalent(page, baseURL!, 'skew');
    await logInAsTalent(page, baseURL!, account);
    const lines: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('incompatible remote')) lines.push(message.text());
    });
    await page.route('**/remotes/talent-app/**/mf-manifest.json', serveSkewedManifest);

    await page.goto('/home');
    const needsUpdate = page.getByRole('alert').filter({ hasText: 'This section needs an update' });
    await expect(needsUpdate).toBeVisible();
    await expect(needsUpdate).toHaveAttribute('data-remote-needs-update', 'talentApp');
    // Not the connection state, and no Retry that could never help.
    await expect(page.getByText('This section is unavailable')).toHaveCount(0);
    await expect(needsUpdate.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await screenshot(page, 'platform-remote-needs-update');

    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /incompatible remote: talentApp \d+\.\d+\.\d+\S* needs @peworld\/shared-ui \^9\.0\.0, but this shell provides \d+\.\d+\.\d+/,
    );

    // The shell and the other remotes keep working.
    await page.getByRole('link', { name: 'Chat' }).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(/\/chat$/);
    await page.goto('/home/profile-portofolio/1');
    await expect(page.locator('[data-remote="employerApp"]')).toBeVisible();
  });
});
