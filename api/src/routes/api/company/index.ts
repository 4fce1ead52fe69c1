// /api/company: list (search, category filter, sort, pages), detail, owner edit.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CompanyListQuery,
  CompanyListResponse,
  CompanyResponse,
  CompanyUpdateBody,
} from '../../../schemas/company.js';
import { errorResponses, IdParams } from '../../../schemas/common.js';
import { forViewer, type CompanyChanges } from '../../../plugins/app/companies-repository.js';
import { deriveCategory } from '../../../lib/company-category.js';
import { tidyPhone } from '../../../lib/phone.js';

const TEXT_FIELDS = [
  'field_company',
  'city',
  'address',
  'description',
  'email',
  'instagram',
  'linkedin',
] as const;

const company: FastifyPluginAsyncTypebox = async (fastify) => {
  const { companiesRepository, images, httpErrors } = fastify;

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
    async (request) => {
      const { company: search, field, sort, page = 1, limit = 10 } = request.query;
      const { rows, total } = await companiesRepository.list({
        company: search?.trim() || undefined,
        category: field || undefined,
        sort: sort || undefined,
        page,
        limit,
      });
      const loggedIn = request.account !== null;
      return {
        status: 200,
        message: 'Companies found',
        result: rows.map((row) => forViewer(row, loggedIn)),
        pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
      };
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
    async (request) => {
      const row = await companiesRepository.findById(request.params.id);
      if (!row) throw httpErrors.notFound('Company not found');
      return {
        status: 200,
        message: 'Company found',
        result: forViewer(row, request.account !== null),
      };
    },
  );

  fastify.patch(
    '/:id',
    {
      onRequest: fastify.requireOwner({
        role: 'recruiter',
        exists: (id) => companiesRepository.exists(id),
        forbidden: 'You can only change your own company',
      }),
      schema: {
        tags: ['company'],
        summary: 'Edit your company (fields, or multipart with an img_company file)',
        params: IdParams,
        body: CompanyUpdateBody,
        response: { 200: CompanyResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const files = images.filesOf(body.img_company);
      if (files.length > 1) throw httpErrors.badRequest('img_company takes one image');

      const changes: CompanyChanges = {};
      if (body.name_company !== undefined) changes.name_company = body.name_company;
      for (const column of TEXT_FIELDS) {
        const value = body[column];
        // An empty optional field clears it.
        if (value !== undefined) changes[column] = value === '' ? null : value;
      }
      if (body.phone !== undefined)
        changes.phone = body.phone === '' ? null : tidyPhone(body.phone);
      if (body.category !== undefined)
        changes.category = body.category === '' ? null : body.category;
      else if (changes.field_company) changes.category = deriveCategory(changes.field_company);

      if (Object.keys(changes).length === 0 && files.length === 0) {
        throw httpErrors.badRequest('Send at least one field to change');
      }

      let updated;
      if (files[0]) {
        const current = await companiesRepository.findById(id);
        if (!current) throw httpErrors.notFound('Company not found');
        updated = await images.replace(current.img_company, files[0], async (newName) => {
          const row = await companiesRepository.update(id, { ...changes, img_company: newName });
          if (!row) throw httpErrors.notFound('Company not found');
          return row;
        });
      } else {
        updated = await companiesRepository.update(id, changes);
        if (!updated) throw httpErrors.notFound('Company not found');
      }
      return { status: 200, message: 'All changes updated!', result: updated };
    },
  );
};

export default company;
