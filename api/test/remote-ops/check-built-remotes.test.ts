import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkBuiltRemotes } from '../../src/remote-ops/check-built-remotes.js';

// Planted builds in a throw-away repository layout (<folder>/dist/mf-manifest.json): the shape
// a real build writes, trimmed to the fields the checks read.
const TALENT = { folder: 'talent-app', name: 'talentApp', urlEnv: 'REMOTE_TALENT_APP_URL' };
const CHAT = { folder: 'chat-app', name: 'chatApp', urlEnv: 'REMOTE_CHAT_APP_URL' };

const shellManifest = {
  name: 'shell',
  metaData: { name: 'shell', remoteEntry: { name: '', path: '' } },
  shared: [
    { name: 'react', version: '19.2.0', singleton: true },
    { name: '@peworld/shared-ui', version: '2.0.0', singleton: true },
  ],
};

interface RemoteBuild {
  sharedUiRange?: string;
  reactRange?: string;
  routePage?: string;
  withEntry?: boolean;
}

function remoteManifest(name: string, build: RemoteBuild) {
  return {
    name,
    metaData: {
      name,
      buildInfo: { buildVersion: '1.4.0' },
      remoteEntry: { name: 'remoteEntry.js', path: '' },
      routes: [
        {
          path: '/talents',
          access: 'recruiter',
          page: build.routePage ?? 'TalentListPage',
          title: { id: 'Talenta', en: 'Talents' },
        },
      ],
    },
    shared: [
      { name: 'react', singleton: true, requiredVersion: build.reactRange ?? '^19.0.0' },
      {
        name: '@peworld/shared-ui',
        singleton: true,
        requiredVersion: build.sharedUiRange ?? '^2.0.0',
      },
    ],
    exposes: [{ name: 'TalentListPage' }],
  };
}

async function plant(
  root: string,
  folder: string,
  manifest: unknown,
  withEntry = true,
): Promise<void> {
  const dist = path.join(root, folder, 'dist');
  await mkdir(dist, { recursive: true });
  await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
  if (withEntry) await writeFile(path.join(dist, 'remoteEntry.js'), '');
}

async function withRepository<T>(work: (root: string) => Promise<T>): Promise<T> {
  const root = await mkdtemp(path.join(tmpdir(), 'built-remotes-'));
  try {
    return await work(root);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

/** Plants a shell build and a talent-app build made as `build` says, then checks it. */
async function checkTalent(build: RemoteBuild) {
  const checks = await withRepository(async (root) => {
    await plant(root, 'shell', shellManifest);
    await plant(root, 'talent-app', remoteManifest('talentApp', build), build.withEntry ?? true);
    return checkBuiltRemotes(root, [TALENT]);
  });
  assert.ok(checks, 'the shell is built, so the remote is checked');
  assert.equal(checks.length, 1);
  return checks[0]!;
}

describe('checkBuiltRemotes', () => {
  test('a remote built against what the built shell provides passes', async () => {
    assert.deepEqual(await checkTalent({}), {
      folder: 'talent-app',
      version: '1.4.0',
      problem: null,
    });
  });

  test('a remote built against another shared-ui major fails, naming both versions', async () => {
    const { problem } = await checkTalent({ sharedUiRange: '^3.0.0' });
    assert.match(problem ?? '', /^shared: /);
    assert.match(problem ?? '', /talent-app 1\.4\.0 needs @peworld\/shared-ui \^3\.0\.0/);
    assert.match(problem ?? '', /provides 2\.0\.0/);
  });

  test('any shared singleton outside its range fails (React here)', async () => {
    const { problem } = await checkTalent({ reactRange: '^18.0.0' });
    assert.match(problem ?? '', /needs react \^18\.0\.0, but the live shell provides 19\.2\.0/);
  });

  test('a route to a page the build does not expose fails', async () => {
    const { problem } = await checkTalent({ routePage: 'SavedSearchesPage' });
    assert.match(problem ?? '', /^routes: .*SavedSearchesPage is not exposed/);
  });

  test('a build without its remoteEntry.js fails', async () => {
    const { problem } = await checkTalent({ withEntry: false });
    assert.match(problem ?? '', /^entry: talent-app 1\.4\.0 has no remoteEntry\.js/);
  });

  test('nothing to check without a shell build; a remote without a build is listed as such', async () => {
    await withRepository(async (root) => {
      await plant(root, 'talent-app', remoteManifest('talentApp', {}));
      assert.equal(await checkBuiltRemotes(root, [TALENT]), null);
      await plant(root, 'shell', shellManifest);
      assert.deepEqual(await checkBuiltRemotes(root, [TALENT, CHAT]), [
        { folder: 'talent-app', version: '1.4.0', problem: null },
        { folder: 'chat-app', version: null, problem: null },
      ]);
    });
  });
});
