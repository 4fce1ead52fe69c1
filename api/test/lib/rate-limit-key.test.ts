import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rateLimitKey } from '../../src/plugins/external/rate-limit.js';

test('the global limit counts a closed connection under one key instead of failing', () => {
  // What Fastify reports once the client's socket has gone.
  assert.equal(rateLimitKey({ ip: undefined as unknown as string }), 'closed-connection');
});

test('the global limit counts IPv4 as is and IPv6 by its /64', () => {
  assert.equal(rateLimitKey({ ip: '203.0.113.7' }), '203.0.113.7');
  assert.equal(rateLimitKey({ ip: '::ffff:203.0.113.7' }), '203.0.113.7');
  assert.equal(
    rateLimitKey({ ip: '2001:db8:aa:bb:1:2:3:4' }),
    rateLimitKey({ ip: '2001:db8:aa:bb:9:9:9:9' }),
  );
});
