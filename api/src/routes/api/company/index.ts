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
import { canonicalSocial } from '../../../lib/social-links.js';
import { FieldHttpError } from '../../../lib/field-error.js';
import { companyTermsForSkills } from '../../../skills/skill-fields.js';

export const SKILL_CATEGORY_NEEDS_TALENT =
  "The 'skill' category shows companies that match a talent's skills: log in as a talent";
export const NO_SKILLS_MESSAGE = 'Add skills to your profile to see companies that match them';

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
  const { companiesRepository, skillsRepository, images, httpErrors } = fastify;

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
      let skillTerms: string[] | undefined;
      if (field === 'skill') {
        const account = request.account;
        if (account?.role !== 'talent') {
          throw new FieldHttpError(400, 'field', SKILL_CATEGORY_NEEDS_TALENT);
        }
        const skills = await skillsRepository.list(account.id);
        if (skills.length === 0) {
          return {
            status: 200,
            message: NO_SKILLS_MESSAGE,
            result: [],
            pagination: { page, limit, total: 0, totalPages: 0 },
          };
        }
        skillTerms = companyTermsForSkills(skills.map((skill) => skill.skill_name));
      }
      const { rows, total } = await companiesRepository.list({
        company: search?.trim() || undefined,
        category: field === 'Tech' || field === 'NonTech' ? field : undefined,
        skillTerms,
        sort: sort || undefined,
        page,
        limit,
      });
      const loggedIn = request.account !== null;
      return {
        status: 200,
        message: skillTerms ? 'Companies matching your skills' : 'Companies found',
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
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const files = images.filesOf(body.img_company);
      if (files.length > 1) throw httpErrors.badRequest('img_company takes one image');

      const changes: CompanyChanges = {};
      if (body.name_company !== undefined) changes.name_company = body.name_company;
      for (const column of TEXT_FIELDS) {
        const value = body[column];
        // An empty optional field clears it; social handles become canonical links.
        if (value === undefined) continue;
        if (value === '') changes[column] = null;
        else if (column === 'instagram') changes[column] = canonicalSocial('instagram', value);
        else if (column === 'linkedin')
          changes[column] = canonicalSocial('linkedin-company', value);
        else changes[column] = value;
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
        const logo = await images.encode(files[0]);
        // The row, the new logo and the removal of the old one commit together or not at all;
        // the row lock makes two concurrent replacements each remove the logo they replaced.
        updated = await fastify.db.transaction(async (tx) => {
          const current = await companiesRepository.logoForUpdate(id, tx);
          if (!current) throw httpErrors.notFound('Company not found');
          const row = await companiesRepository.update(
            id,
            { ...changes, img_company: logo.name },
            tx,
          );
          if (!row) throw httpErrors.notFound('Company not found');
          await images.put(tx, [logo]);
          await images.remove(tx, [current.img_company]);
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
