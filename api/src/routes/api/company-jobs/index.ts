// /api/company-jobs: a recruiter's own company's jobs and their applicants. Another company's
// job is "not found" (404) like an absent one.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, IdParams } from '../../../schemas/common.js';
import {
  CompanyApplicationResponse,
  CompanyApplicationsResponse,
  CompanyJobsResponse,
  JobApplicationParams,
  JobBody,
  JobDetailResponse,
  JobStatusBody,
  StageBody,
} from '../../../schemas/job.js';
import { companyActor } from '../../../domains/jobs/jobs-service.js';

const companyJobs: FastifyPluginAsyncTypebox = async (fastify) => {
  const { jobsService } = fastify;
  const recruiterOnly = fastify.requireRole('recruiter');

  fastify.get(
    '/',
    {
      onRequest: recruiterOnly,
      schema: {
        tags: ['company-jobs'],
        summary: "Your company's jobs (every status) with applicants per stage",
        response: { 200: CompanyJobsResponse, ...errorResponses },
      },
    },
    async (request) => ({
      status: 200,
      message: 'Jobs found',
      data: await jobsService.companyJobs(companyActor(request.account!)),
    }),
  );

  fastify.post(
    '/',
    {
      onRequest: recruiterOnly,
      schema: {
        tags: ['company-jobs'],
        summary: 'Post a job opening for your company (open at once)',
        body: JobBody,
        response: { 201: JobDetailResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const data = await jobsService.create(companyActor(request.account!), request.body);
      return reply.code(201).send({ status: 201, message: 'Job posted', data });
    },
  );

  fastify.put(
    '/:id',
    {
      onRequest: recruiterOnly,
      schema: {
        tags: ['company-jobs'],
        summary: 'Replace every field of one of your jobs',
        params: IdParams,
        body: JobBody,
        response: { 200: JobDetailResponse, ...errorResponses },
      },
    },
    async (request) => ({
      status: 200,
      message: 'Job updated',
      data: await jobsService.update(
        companyActor(request.account!),
        request.params.id,
        request.body,
      ),
    }),
  );

  fastify.put(
    '/:id/status',
    {
      onRequest: recruiterOnly,
      schema: {
        tags: ['company-jobs'],
        summary: 'Pause, close or (re)open one of your jobs',
        description:
          "'open' from 'closed' reposts it (posted_at = now). Closing tells every applicant not yet hired or turned down.",
        params: IdParams,
        body: JobStatusBody,
        response: { 200: JobDetailResponse, ...errorResponses },
      },
    },
    async (request) => ({
      status: 200,
      message: 'Job status changed',
      data: await jobsService.setStatus(
        companyActor(request.account!),
        request.params.id,
        request.body.status,
      ),
    }),
  );

  fastify.get(
    '/:id/applications',
    {
      onRequest: recruiterOnly,
      schema: {
        tags: ['company-jobs'],
        summary: 'The applicants of one of your jobs, newest first',
        params: IdParams,
        response: { 200: CompanyApplicationsResponse, ...errorResponses },
      },
    },
    async (request) => ({
      status: 200,
      message: 'Applications found',
      data: await jobsService.jobApplications(companyActor(request.account!), request.params.id),
    }),
  );

  fastify.put(
    '/:id/applications/:applicationId',
    {
      onRequest: recruiterOnly,
      schema: {
        tags: ['company-jobs'],
        summary: 'Move an applicant of one of your jobs to a stage',
        description:
          "The talent is notified. Past 'applied', the talent's contact details are visible to your company.",
        params: JobApplicationParams,
        body: StageBody,
        response: { 200: CompanyApplicationResponse, ...errorResponses },
      },
    },
    async (request) => ({
      status: 200,
      message: 'Application moved',
      data: await jobsService.moveApplication(
        companyActor(request.account!),
        request.params.id,
        request.params.applicationId,
        request.body.stage,
      ),
    }),
  );
};

export default companyJobs;
