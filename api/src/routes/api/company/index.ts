// /api/company: list (search, category filter, sort, pages), detail, owner edit.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CompanyListQuery,
  CompanyListResponse,
  CompanyResponse,
  CompanyUpdateBody,
} from '../../../schemas/company.js';
import { errorResponses, IdParams } from '../../../schemas/common.js';
import { JobCardsResponse } from '../../../schemas/job.js';

export const NO_SKILLS_MESSAGE = 'Add skills to your profile to see companies that match them';

const company: FastifyPluginAsyncTypebox = async (fastify) => {
  const { companyService, companiesRepository, jobsService, readAnswers } = fastify;

  fastify.get(
    '/',
    {
      schema: {
        tags: ['company'],
        summary: 'List companies',
        querystring: CompanyListQuery,
        response: { 200: CompanyListResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { field, sort, page = 1, limit = 10 } = request.query;
      const search = request.query.company || request.query.search;
      const loggedIn = request.account !== null;
      const answer = async () => {
        const list = await companyService.list(
          { company: search, field, sort, page, limit },
          request.account,
        );
        if (list.by === 'no-skills') {
          return {
            status: 200,
            message: NO_SKILLS_MESSAGE,
            result: [],
            pagination: { page, limit, total: 0, totalPages: 0 },
          };
        }
        return {
          status: 200,
          message: list.by === 'skills' ? 'Companies matching your skills' : 'Companies found',
          result: list.rows,
          pagination: { page, limit, total: list.total, totalPages: Math.ceil(list.total / limit) },
        };
      };
      // The 'skill' category ranks by the talent's own skills: computed for each request.
      if (field === 'skill') return answer();
      // Anyone else's page depends on the query and on being logged in (contacts) only.
      const generations = await readAnswers.generations(request.readGenerations);
      return reply.sendRemembered(
        {
          store: readAnswers.memo,
          key: JSON.stringify([
            'company-list',
            loggedIn,
            search ?? '',
            field ?? '',
            sort ?? '',
            page,
            limit,
          ]),
          stamp: readAnswers.companyStamp(generations),
        },
        answer,
      );
    },
  );

  fastify.get(
    '/:id',
    {
      schema: {
        tags: ['company'],
        summary: 'One company',
        params: IdParams,
        response: { 200: CompanyResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const loggedIn = request.account !== null;
      const generations = await readAnswers.generations(request.readGenerations);
      return reply.sendRemembered(
        {
          store: readAnswers.memo,
          key: JSON.stringify(['company', id, loggedIn]),
          stamp: readAnswers.companyStamp(generations),
        },
        async () => ({
          status: 200,
          message: 'Company found',
          result: await companyService.get(id, loggedIn),
        }),
      );
    },
  );

  fastify.get(
    '/:id/jobs',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags: ['company'],
        summary: "The company's open jobs, newest first (its profile page)",
        params: IdParams,
        response: { 200: JobCardsResponse, ...errorResponses },
      },
    },
    async (request) => ({
      status: 200,
      message: 'Jobs found',
      data: await jobsService.companyOpenJobs(request.account!, request.params.id),
    }),
  );

  fastify.patch(
    '/:id',
    {
      // Multipart (with files) is parsed only here, after the onRequest guard passed.
      config: { acceptsFiles: true },
      onRequest: fastify.requireOwner({
        role: 'recruiter',
        exists: (id) => companiesRepository.exists(id),
        forbidden: 'You can only change your own company',
      }),
      schema: {
        tags: ['company'],
        summary: 'Edit your company (fields, or multipart with an img_company file)',
        consumes: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
        params: IdParams,
        body: CompanyUpdateBody,
        response: { 200: CompanyResponse, ...errorResponses },
      },
    },
    async (request) => ({
      status: 200,
      message: 'All changes updated!',
      result: await companyService.update(request.params.id, request.body),
    }),
  );
};

export default company;
