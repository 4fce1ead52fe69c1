// Two API processes on one PostgreSQL database (issue 32): an answer one instance remembers
// (the company list, a company profile, the job list) changes at once after a write made
// through the other, because both check the database's read generations on every request.
// Runs when the suite runs on PostgreSQL: on PGlite one process owns the database.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startApiProcess, type ApiProcess } from '../support/api-process.js';
import { createEmptyDatabase, type EmptyDatabase } from '../support/empty-database.js';
import { Agent } from '../support/http-client.js';
import { registerRecruiter, registerTalent, type Registered } from '../support/accounts.js';

const baseUrl = process.env.DATABASE_URL;

/** The same logged-in account, talking to another instance. */
function on(url: string, who: Registered): Agent {
  const agent = new Agent(url);
  for (const [name, value] of who.agent.cookies) agent.cookies.set(name, value);
  return agent;
}

if (baseUrl) {
  describe('remembered reads across two API instances on one database', () => {
    let database: EmptyDatabase;
    let first: ApiProcess;
    let second: ApiProcess;

    before(async () => {
      database = await createEmptyDatabase(baseUrl, 'peworld_reads');
      // One migrates first, so the second does not wait on its lock.
      first = await startApiProcess({ databaseUrl: database.url });
      second = await startApiProcess({ databaseUrl: database.url });
    });

    after(async () => {
      await Promise.all([first?.stop(), second?.stop()]);
      await database?.drop();
    });

    test('a write through one instance is in the next read of the other', async () => {
      const company = await registerRecruiter(first.url, { company: 'Jogja Teknologi' });
      const idCompany = company.user.id_company ?? company.user.id_user;
      const talent = await registerTalent(first.url);
      const guestOnSecond = new Agent(second.url);
      const talentOnSecond = on(second.url, talent);
      const names = async () =>
        (await guestOnSecond.get('/api/company')).body.result.map(
          (c: { name_company: string }) => c.name_company,
        );
      const profileName = async () =>
        (await guestOnSecond.get(`/api/company/${idCompany}`)).body.result.name_company;
      const jobTitles = async () =>
        (await talentOnSecond.get('/api/jobs')).body.data.map((j: { title: string }) => j.title);

      // The second instance answers (and remembers) first.
      assert.deepEqual(await names(), ['Jogja Teknologi']);
      assert.equal(await profileName(), 'Jogja Teknologi');
      assert.deepEqual(await jobTitles(), []);

      const edit = await company.agent.patch(`/api/company/${idCompany}`, {
        json: { name_company: 'Jogja Digital' },
      });
      assert.equal(edit.status, 200, edit.text);
      assert.deepEqual(await names(), ['Jogja Digital']);
      assert.equal(await profileName(), 'Jogja Digital');

      const posted = await company.agent.post('/api/company-jobs', {
        json: {
          title: 'Backend Go Developer',
          employment_type: 'full_time',
          work_mode: 'hybrid',
          city: 'Yogyakarta',
          required_skills: ['Go'],
          nice_skills: [],
          description: 'Layanan pembayaran.',
          closing_date: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
        },
      });
      assert.equal(posted.status, 201, posted.text);
      assert.deepEqual(await jobTitles(), ['Backend Go Developer']);
      const before = (await talentOnSecond.get('/api/jobs')).body.data[0].match;
      assert.deepEqual(before, { matched: [], count: 0, total: 1 });
      const skill = await talent.agent.post('/api/users-skills', { json: { skill_name: 'Go' } });
      assert.equal(skill.status, 201, skill.text);
      const afterSkill = (await talentOnSecond.get('/api/jobs')).body.data[0].match;
      assert.deepEqual(afterSkill, { matched: ['Go'], count: 1, total: 1 });

      const closed = await company.agent.put(
        `/api/company-jobs/${posted.body.data.id_job}/status`,
        { json: { status: 'closed' } },
      );
      assert.equal(closed.status, 200, closed.text);
      assert.deepEqual(await jobTitles(), []);
    });
  });
}
