import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  assignRemotes,
  canaryBucket,
  newVisitorId,
  previewTokensOf,
} from '../../src/remote-ops/visitor-remotes.js';
import { EMPTY_POINTER, type PointerRow } from '../../src/remote-ops/pointer-commands.js';

const row = (remote: string, fields: Partial<PointerRow>): PointerRow => ({
  ...EMPTY_POINTER,
  remote,
  revision: 1,
  updatedAt: null,
  updatedBy: 'test',
  ...fields,
});

const defaults = { 'auth-remote': '1.0.0', 'talent-app': '1.0.0', 'employer-app': null };

describe('assignRemotes', () => {
  test('defaults, stable pointers and manifest URLs become /remotes.json entries', () => {
    const assignments = assignRemotes({
      pointers: new Map([
        ['talent-app', row('talent-app', { stable: 'https://cdn.example/t/mf-manifest.json' })],
      ]),
      previews: [],
      defaults,
      visitorId: newVisitorId(),
    });
    assert.deepEqual(
      assignments.map(({ name, manifestUrl, cohort }) => ({ name, manifestUrl, cohort })),
      [
        {
          name: 'authRemote',
          manifestUrl: '/remotes/auth-remote/1.0.0/mf-manifest.json',
          cohort: 'default',
        },
        {
          name: 'talentApp',
          manifestUrl: 'https://cdn.example/t/mf-manifest.json',
          cohort: 'stable',
        },
      ],
    );
  });

  test('a canary reaches about its share of visitors, each always on the same side', () => {
    const pointers = new Map([
      ['talent-app', row('talent-app', { stable: '1.1.0', canary: '1.2.0', canaryPercent: 10 })],
    ]);
    let canary = 0;
    for (let i = 0; i < 10_000; i += 1) {
      const visitorId = newVisitorId();
      const first = assignRemotes({ pointers, previews: [], defaults, visitorId });
      const again = assignRemotes({ pointers, previews: [], defaults, visitorId });
      assert.deepEqual(again, first);
      if (first.find((entry) => entry.folder === 'talent-app')?.target === '1.2.0') canary += 1;
    }
    // 10 % of 10,000: the binomial spread is ±30 (one sigma); ±150 is five sigmas.
    assert.ok(canary > 850 && canary < 1150, `canary share ${canary / 100} %`);
  });

  test('raising the share keeps everyone already in the canary', () => {
    const ids = Array.from({ length: 2000 }, () => newVisitorId());
    const inAt = (percent: number) =>
      new Set(ids.filter((id) => canaryBucket(id, 'talent-app') < percent));
    const ten = inAt(10);
    const twenty = inAt(20);
    for (const id of ten) assert.ok(twenty.has(id));
  });

  test('a preview this browser opened wins over the canary and the stable pointer', () => {
    const assignments = assignRemotes({
      pointers: new Map([
        ['talent-app', row('talent-app', { stable: '1.1.0', canary: '1.2.0', canaryPercent: 100 })],
      ]),
      previews: [
        {
          tokenHash: 'h',
          remote: 'talent-app',
          target: '2.0.0-rc.1',
          createdBy: 'x',
          expiresAt: '2999-01-01T00:00:00Z',
        },
      ],
      defaults,
      visitorId: newVisitorId(),
    });
    const talent = assignments.find((entry) => entry.folder === 'talent-app');
    assert.equal(talent?.target, '2.0.0-rc.1');
    assert.equal(talent?.cohort, 'preview');
  });
});

test('previewTokensOf keeps well-formed tokens only, at most five', () => {
  const token = (c: string) => c.repeat(32);
  assert.deepEqual(previewTokensOf(`${token('a')},bad,${token('b')}`), [token('a'), token('b')]);
  assert.deepEqual(previewTokensOf(['a', 'b', 'c', 'd', 'e', 'f'].map(token).join(',')).length, 5);
  assert.deepEqual(previewTokensOf(undefined), []);
});
