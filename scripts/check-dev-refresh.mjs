#!/usr/bin/env node
// `npm run dev:check`: proves hot replacement with React Fast Refresh in every app under
// `npm run dev`. For the shell and each remote it opens a page in Chromium, types into a field,
// edits a component of that app on disk (adds a data attribute to its form), and waits until
// the page shows the attribute — then checks the page was not reloaded (a marker set on
// `window` before the edit is still there) and the typed text is still in the field (component
// state kept). The edit is undone afterwards, and the undo must arrive the same way.
//
// Starts its own `npm run dev` on free ports with a throw-away DATA_DIR, unless
// `--url http://127.0.0.1:3000` names one already running. Exit code 1 on any failure.
//
// `--preview <link> --only <remote>`: the same check for a remote's dev server previewed inside a
// running product (the link `npm run remotes -- preview <remote> http://127.0.0.1:<port>/…`
// prints): the browser that opened the link shows the edit (by a reload: the product's React is
// its production build, which cannot Fast Refresh), and a second browser that did not open the
// link loads nothing from the dev server.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { ROOT } from './lib/workspace.mjs';

const LOGIN = { email: '', password: 'peworld123' };

/** One app each: a page it renders, a field on it, and a component file to edit. */
const CHECKS = [
  {
    app: 'shell',
    path: '/ops',
    field: 'Email',
    file: 'shell/src/routes/ops/ops-sign-in.tsx',
    anchor: '<Form onSubmit={submit}',
  },
  {
    app: 'auth-remote',
    path: '/user-login',
    field: 'Email',
    file: 'auth-remote/src/features/login/components/login-form.tsx',
    anchor: '<FormStack ref',
  },
  {
    app: 'talent-app',
    login: { route: '/api/auth/login-user', email: 'talent@peworld.id' },
    path: '/user-edit',
    field: 'Full name',
    // The form keeps the typed name while a sibling component of the page is edited. (A file
    // that also exports a non-component, like profile-form.tsx, is no Fast Refresh boundary:
    // editing it remounts the page, as React intends.)
    file: 'talent-app/src/features/profile-edit/components/profile-card.tsx',
    anchor: '<Photo id="photo">',
  },
  {
    app: 'employer-app',
    login: { route: '/api/auth/login-company', email: 'recruiter@peworld.id' },
    path: '/comp-edit',
    field: 'Company Name',
    file: 'employer-app/src/features/company-edit/company-fields.tsx',
    anchor: '<Grid>',
  },
  {
    app: 'chat-app',
    login: { route: '/api/auth/login-user', email: 'talent@peworld.id' },
    // The demo seed's first conversation: the demo talent and the first company.
    path: '/chat/1',
    field: /^Message to /,
    // The composer keeps the typed draft while its own component is hot-replaced.
    file: 'chat-app/src/features/chat/components/composer.tsx',
    anchor: '<Row>',
  },
];

const { values: options } = parseArgs({
  options: {
    url: { type: 'string' },
    only: { type: 'string' },
    verbose: { type: 'boolean' },
    preview: { type: 'string' },
  },
});

let dev;
let restoreEdit = () => {};
process.on('SIGINT', () => {
  restoreEdit();
  process.exit(130);
});

async function startDev() {
  const basePort = 20000 + Math.floor(Math.random() * 20000);
  const dataDir = mkdtempSync(join(tmpdir(), 'peworld-dev-check-'));
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'dev.mjs')], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DEV_BASE_PORT: String(basePort),
      DEV_API_PORT: String(basePort + 10),
      DATA_DIR: dataDir,
    },
  });
  let output = '';
  const url = await new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`npm run dev ended (${code}):\n${output}`)));
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, stop };
}

/** Origins other than the product's that the page requests (a previewed dev server). */
function requestsElsewhere(page, baseUrl) {
  const origins = new Set();
  const own = new URL(baseUrl).origin;
  page.on('request', (request) => {
    const { origin } = new URL(request.url());
    if (origin !== own && origin.startsWith('http')) origins.add(origin);
  });
  return origins;
}

/** Logs in when the page needs it, opens it and returns its field once it can be typed in. */
async function openPage(page, baseUrl, check) {
  if (check.login) {
    const response = await page.request.post(`${baseUrl}${check.login.route}`, {
      data: { ...LOGIN, email: check.login.email },
    });
    if (!response.ok()) throw new Error(`login: ${response.status()} ${await response.text()}`);
    const { result } = await response.json();
    await page.goto(`${baseUrl}/404`);
    await page.evaluate((user) => localStorage.setItem('@userLogin', JSON.stringify(user)), {
      ...result.user,
    });
  }
  await page.goto(`${baseUrl}${check.path}`);
  const field = page.getByLabel(check.field, { exact: true }).first();
  await field.waitFor({ timeout: 60_000 });
  return field;
}

async function checkApp(browser, baseUrl, check) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (options.verbose) {
    page.on('console', (message) => console.log(`  [${check.app} console] ${message.text()}`));
  }
  try {
    if (options.preview) await page.goto(options.preview);
    const foreign = requestsElsewhere(page, baseUrl);
    const field = await openPage(page, baseUrl, check);
    const typed = `kept ${Date.now()}`;
    await field.fill(typed, { timeout: 60_000 });
    await page.evaluate(() => {
      window.__devCheckMarker = 'not reloaded';
    });

    const file = join(ROOT, check.file);
    const original = readFileSync(file, 'utf8');
    if (!original.includes(check.anchor)) {
      throw new Error(`${check.file} no longer contains ${check.anchor}: update CHECKS`);
    }
    const probe = `probe-${Date.now()}`;
    restoreEdit = () => writeFileSync(file, original);
    writeFileSync(
      file,
      original.replace(
        check.anchor,
        check.anchor.replace(/^<(\w+)/, `<$1 data-dev-check="${probe}"`),
      ),
    );
    try {
      await page.locator(`[data-dev-check="${probe}"]`).waitFor({ timeout: 60_000 });
    } finally {
      restoreEdit();
      restoreEdit = () => {};
    }
    const marker = await page.evaluate(() => window.__devCheckMarker);
    const value = await field.inputValue();
    await page.locator(`[data-dev-check="${probe}"]`).waitFor({ state: 'detached' });
    const problems = [];
    // Inside a running product React is its production build, which cannot refresh: there the
    // edit arrives by a reload of the previewing browser's page.
    if (!options.preview && marker !== 'not reloaded') problems.push('the page was reloaded');
    if (!options.preview && value !== typed) {
      problems.push(`the field lost its state ("${value}")`);
    }
    if (options.preview) {
      if (foreign.size === 0) problems.push('the preview browser loaded nothing from a dev server');
      const bystander = await browser.newContext();
      const other = await bystander.newPage();
      const seen = requestsElsewhere(other, baseUrl);
      await openPage(other, baseUrl, check);
      await field.page().waitForTimeout(1000);
      await bystander.close();
      if (seen.size > 0) problems.push(`a browser without the link loaded ${[...seen].join(', ')}`);
    }
    return problems;
  } finally {
    await context.close();
  }
}

let failed = false;
const given = options.preview ? new URL(options.preview).origin : options.url;
if (options.preview && !options.only) throw new Error('--preview needs --only <the remote>');
const started = given ? { url: given.replace(/\/$/, ''), stop() {} } : await startDev();
dev = started;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
});
try {
  for (const check of CHECKS) {
    if (options.only && options.only !== check.app) continue;
    const began = Date.now();
    try {
      const problems = await checkApp(browser, dev.url, check);
      const seconds = ((Date.now() - began) / 1000).toFixed(1);
      if (problems.length) {
        failed = true;
        console.log(`FAIL ${check.app}: ${problems.join('; ')}`);
      } else {
        const how = options.preview
          ? 'shown in the previewing browser only'
          : 'shown in place, no reload, state kept';
        console.log(`ok   ${check.app}: edit ${how} (${seconds} s)`);
      }
    } catch (error) {
      failed = true;
      console.log(`FAIL ${check.app}: ${error instanceof Error ? error.message : error}`);
    }
  }
} finally {
  await browser.close();
  dev.stop();
}
process.exitCode = failed ? 1 : 0;
