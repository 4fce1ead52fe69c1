// /api/jobs: job search and the job page for any logged-in account; a talent applies here.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, IdParams } from '../../../schemas/common.js';
import {
  AppliedResponse,
  ApplyBody,
  JobDetailResponse,
  JobListQuery,
  JobListResponse,
} from '../../../schemas/job.js';

const jobs: FastifyPluginAsyncTypebox = async (fastify) => {
  const { jobsService, readAnswers } = fastify;

  fastify.get(
    '/',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags: ['jobs'],
        summary: 'Search open jobs (title words and skills, typo and alias tolerant)',
        description:
          "A talent gets each job's match with their skills and, by default, the best matches first.",
        querystring: JobListQuery,
        response: { 200: JobListResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const viewer = request.account!;
      const { query } = request;
      const answer = async () => {
        const { rows, pagination } = await jobsService.search(
          viewer,
          query,
          request.readGenerations,
        );
        return { status: 200, message: 'Jobs found', data: rows, pagination };
      };
      // Remembered: the list without search words (their folding follows the skill catalog),
      // city (folded the same way) or posted-within (it moves with the clock).
      if (query.search?.trim() || query.city?.trim() || query.posted_within) return answer();
      const generations = await readAnswers.generations(request.readGenerations);
      // A talent's cards carry their own match; everyone else's are alike.
      const talent = viewer.role === 'talent';
      return reply.sendRemembered(
        {
          store: readAnswers.memo,
          key: JSON.stringify([
            'job-list',
            talent ? viewer.id : viewer.role,
            query.employment_type ?? '',
            query.work_mode ?? '',
            query.salary_min ?? '',
            query.sort ?? '',
            query.page ?? 1,
            query.limit ?? 20,
          ]),
          stamp: readAnswers.jobListStamp(generations, talent ? 'talent' : 'other'),
        },
        answer,
      );
    },
  );

  fastify.get(
    '/:id',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags: ['jobs'],
        summary: 'One job with its company (a closed one with similar open jobs)',
        params: IdParams,
        response: { 200: JobDetailResponse, ...errorResponses },
      },
    },
    async (request) => ({
      status: 200,
      message: 'Job found',
      data: await jobsService.detail(request.account!, request.params.id),
    }),
  );

  fastify.post(
    '/:id/applications',
    {
      onRequest: [fastify.requireRole('talent'), fastify.messageLimit],
      schema: {
        tags: ['jobs'],
        summary: 'Apply to an open job (once per job) with an optional cover note',
        description:
          'Opens (or continues) the conversation with the company. 409 when already applied; ' +
          '409 with code JOB_NOT_OPEN when the job is paused or closed.',
        params: IdParams,
        body: ApplyBody,
        response: { 201: AppliedResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const data = await jobsService.apply(
        request.account!,
        request.params.id,
        request.body.note ?? '',
      );
      return reply.code(201).send({ status: 201, message: 'Application sent', data });
    },
  );
};

export default jobs;
