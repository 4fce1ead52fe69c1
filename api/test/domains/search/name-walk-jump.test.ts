// When a name-sorted walk that met no match jumps to the first matching name (one GIN read of
// every match): only for sets small enough that the read is cheaper than walking on.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';

import {
  NAME_WALK_JUMP,
  NAME_WALK_LONG,
  NAME_WALK_STEPS,
} from '../../../src/domains/search/tuning.js';
import { nameWalkJump } from '../../../src/domains/search/cost-model.js';

describe('nameWalkJump', () => {
  test('a small set jumps after NAME_WALK_JUMP names', () => {
    assert.equal(nameWalkJump(1, NAME_WALK_STEPS), NAME_WALK_JUMP);
    assert.equal(nameWalkJump(32 * NAME_WALK_JUMP, NAME_WALK_STEPS), NAME_WALK_JUMP);
  });

  test('a larger set walks longer first (matchBound / 32 names, a power of two)', () => {
    assert.equal(nameWalkJump(32 * NAME_WALK_JUMP + 1, NAME_WALK_STEPS), 2 * NAME_WALK_JUMP);
    assert.equal(nameWalkJump(NAME_WALK_LONG, NAME_WALK_STEPS), 2 * NAME_WALK_JUMP);
  });

  test('no jump when its step is past the walk', () => {
    assert.equal(nameWalkJump(NAME_WALK_LONG, 2 * NAME_WALK_JUMP), undefined);
  });

  test('no jump above NAME_WALK_LONG matches, even on the long walk', () => {
    // The long walk (NAME_WALK_LONG steps) serves sets of 3 x NAME_WALK_LONG matches and more;
    // a jump there would fetch all of them ("rudi" at 1M: 16,486).
    assert.equal(nameWalkJump(NAME_WALK_LONG + 1, NAME_WALK_STEPS), undefined);
    assert.equal(nameWalkJump(3 * NAME_WALK_LONG, NAME_WALK_LONG), undefined);
    assert.equal(nameWalkJump(16_486, NAME_WALK_LONG), undefined);
  });
});
