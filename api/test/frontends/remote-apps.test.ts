import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { REMOTE_APPS, remoteUrlsFromEnv } from '../../src/frontends/remote-apps.js';

const require = createRequire(import.meta.url);

test("the API's remote table matches the frontends' one", () => {
  const frontends = require('@peworld/shared-ui/federation/remote-apps.cjs') as {
    REMOTE_APPS: { folder: string; name: string; urlEnv: string }[];
  };
  assert.deepEqual(
    REMOTE_APPS.map(({ folder, name, urlEnv }) => ({ folder, name, urlEnv })),
    frontends.REMOTE_APPS.map(({ folder, name, urlEnv }) => ({ folder, name, urlEnv })),
  );
});

test('REMOTE_<FOLDER>_URL values are picked up by folder, blanks ignored', () => {
  assert.deepEqual(
    remoteUrlsFromEnv({
      REMOTE_TALENT_APP_URL: ' https://cdn.example/t.json ',
      REMOTE_AUTH_REMOTE_URL: '',
      PORT: 4000,
    }),
    { 'talent-app': 'https://cdn.example/t.json' },
  );
});
