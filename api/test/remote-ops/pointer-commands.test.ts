import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  applyCommand,
  CommandRefused,
  EMPTY_POINTER,
  type PointerFields,
} from '../../src/remote-ops/pointer-commands.js';

const pointer = (fields: Partial<PointerFields>): PointerFields => ({
  ...EMPTY_POINTER,
  ...fields,
});

describe('applyCommand', () => {
  test('use makes a target stable, remembers what was served and ends a canary', () => {
    const outcome = applyCommand(
      pointer({ stable: '1.1.0', canary: '1.2.0', canaryPercent: 10 }),
      { action: 'use', target: '1.3.0' },
      '1.0.0',
    );
    assert.deepEqual(outcome.next, pointer({ stable: '1.3.0', previousStable: '1.1.0' }));
    assert.equal(outcome.from, '1.1.0');
    assert.equal(outcome.to, '1.3.0');
    assert.equal(outcome.changed, true);
  });

  test('the first use from the default remembers the default for a rollback', () => {
    const outcome = applyCommand(EMPTY_POINTER, { action: 'use', target: '1.1.0' }, '1.0.0');
    assert.equal(outcome.next.previousStable, '1.0.0');
    assert.equal(outcome.from, '1.0.0');
  });

  test('use of what is already stable changes nothing', () => {
    const current = pointer({ stable: '1.1.0', previousStable: '1.0.0' });
    const outcome = applyCommand(current, { action: 'use', target: '1.1.0' }, '1.0.0');
    assert.equal(outcome.changed, false);
    assert.deepEqual(outcome.next, current);
  });

  test('canary sets a share, refuses a bad share or the stable itself', () => {
    const outcome = applyCommand(
      pointer({ stable: '1.1.0' }),
      { action: 'canary', target: '1.2.0', percent: 10 },
      '1.0.0',
    );
    assert.deepEqual(
      outcome.next,
      pointer({ stable: '1.1.0', canary: '1.2.0', canaryPercent: 10 }),
    );
    assert.equal(outcome.canaryPercent, 10);
    for (const percent of [0, 101, 2.5])
      assert.throws(
        () => applyCommand(EMPTY_POINTER, { action: 'canary', target: '1.2.0', percent }, '1.0.0'),
        CommandRefused,
      );
    assert.throws(
      () => applyCommand(EMPTY_POINTER, { action: 'canary', target: '1.0.0', percent: 5 }, '1.0.0'),
      /already the stable version/,
    );
  });

  test('promote makes the canary stable; without a canary it is refused', () => {
    const outcome = applyCommand(
      pointer({ stable: '1.1.0', canary: '1.2.0', canaryPercent: 10 }),
      { action: 'promote' },
      '1.0.0',
    );
    assert.deepEqual(outcome.next, pointer({ stable: '1.2.0', previousStable: '1.1.0' }));
    assert.throws(() => applyCommand(EMPTY_POINTER, { action: 'promote' }, null), /no canary/);
  });

  test('rollback returns to the previous stable and drops the canary; once', () => {
    const outcome = applyCommand(
      pointer({ stable: '1.2.0', previousStable: '1.1.0', canary: '1.3.0', canaryPercent: 5 }),
      { action: 'rollback' },
      '1.0.0',
    );
    assert.deepEqual(outcome.next, pointer({ stable: '1.1.0' }));
    assert.equal(outcome.from, '1.2.0');
    assert.equal(outcome.to, '1.1.0');
    assert.throws(
      () => applyCommand(outcome.next, { action: 'rollback' }, '1.0.0'),
      CommandRefused,
    );
  });

  test('rollback with only a canary drops the canary', () => {
    const outcome = applyCommand(
      pointer({ stable: '1.1.0', canary: '1.2.0', canaryPercent: 10 }),
      { action: 'rollback' },
      '1.0.0',
    );
    assert.deepEqual(outcome.next, pointer({ stable: '1.1.0' }));
    assert.equal(outcome.from, '1.2.0');
    assert.equal(outcome.to, '1.1.0');
  });

  test('reset goes back to the default and keeps the pointer it left for a rollback', () => {
    const outcome = applyCommand(pointer({ stable: '1.2.0' }), { action: 'reset' }, '1.0.0');
    assert.deepEqual(outcome.next, pointer({ previousStable: '1.2.0' }));
    assert.equal(outcome.to, '1.0.0');
  });
});
