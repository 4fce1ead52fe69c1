// Remembered answers of the public reads (issue 32): the company list and profile and the job
// list are a talent's main pages, asked far more often than anything they show changes. An
// answer is kept as the bytes sent, under the read generations it follows (migration 107), and
// every request reads the generations (one statement) before using it: a write committed
// through any instance, or straight in the database, makes the next request compute afresh.
import fp from 'fastify-plugin';
import type { Db } from '../../db/db.js';
import { coalescedRead } from '../../lib/coalesced-lookups.js';
import { AnswerMemo } from './answer-memo.js';
import { readGenerations, type ReadGenerations } from './read-generations.js';

/** What a talent's job list follows beyond everyone's: their own skills (the match). */
export type JobListViewer = 'talent' | 'other';

export function createReadAnswers(db: Db) {
  const memo = new AnswerMemo();
  // Guests' requests asked while one read of the generations is out share the next one
  // (lib/coalesced-lookups.ts): begun after each was asked, so as exact as one statement each.
  const currentGenerations = coalescedRead(() => readGenerations(db));
  return {
    memo,
    /**
     * The generations now: those a session lookup of this request already read, else one
     * statement (a guest's request), shared with the guests asking at the same time.
     */
    generations: async (known: ReadGenerations | null): Promise<ReadGenerations> =>
      known ?? currentGenerations(),
    /** The company list and a company profile read companies only. */
    companyStamp: (g: ReadGenerations): string => `c${g.company}`,
    /**
     * The job list: its jobs, their companies and the date (a job leaves the list after its
     * closing date); a talent's also their skills.
     */
    jobListStamp: (g: ReadGenerations, viewer: JobListViewer): string =>
      `c${g.company}.j${g.job}.d${g.today}${viewer === 'talent' ? `.s${g.skill}` : ''}`,
  };
}
export type ReadAnswers = ReturnType<typeof createReadAnswers>;

declare module 'fastify' {
  interface FastifyInstance {
    readAnswers: ReadAnswers;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('readAnswers', createReadAnswers(fastify.db));
  },
  { name: 'read-answers-store', dependencies: ['db'] },
);
