import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sharedApp } from '../../../helper.js';

/**
 * The talent search answers every visitor alike, so the session cookie a logged-in browser sends
 * with it is not looked up: one statement less per search. Routes that read the account still
 * look it up.
 */
describe('GET /api/users with a session cookie', () => {
  const ctx = sharedApp();

  it('answers as for a visitor without looking the session up', async () => {
    const { api } = ctx;
    const recruiter = await api.registerRecruiter();
    await api.registerTalent({ full_name: 'Sesi Lookup' });
    const repository = api.app.sessionsRepository;
    const findAccount = repository.findAccount.bind(repository);
    let lookups = 0;
    repository.findAccount = async (tokenHash) => {
      lookups += 1;
      return findAccount(tokenHash);
    };

    for (const query of [{}, { search: 'sesi' }]) {
      const logged = await recruiter.agent.get('/api/users', { query });
      const visitor = await api.agent().get('/api/users', { query });
      assert.equal(logged.status, 200, logged.text);
      assert.deepEqual(logged.body, visitor.body);
    }
    assert.equal(lookups, 0);

    // The same cookie is still looked up where the account matters.
    const me = await recruiter.agent.get('/api/auth/me');
    assert.equal(me.status, 200);
    assert.equal(me.body.result.user.email, recruiter.email);
    assert.equal(lookups, 1);
  });
});
