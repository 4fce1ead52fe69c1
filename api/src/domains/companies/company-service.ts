// The rules of company profiles: who may list by skills, how edits are tidied (empty clears,
// social handles become links, the category follows the field), and a new logo replacing the
// old one in the same transaction as the row.
import fp from 'fastify-plugin';
import type { Db } from '../../db/db.js';
import type { Company, CompanySort, CompanyUpdateBody } from '../../schemas/company.js';
import type { Role } from '../../schemas/common.js';
import { tidyPhone } from '../../lib/phone.js';
import { canonicalSocial } from '../../lib/social-links.js';
import type { ImageStore } from '../images/image-store.js';
import type { SkillsRepository } from '../talents/skills-repository.js';
import { DomainError } from '../domain-error.js';
import {
  forViewer,
  type CompaniesRepository,
  type CompanyChanges,
} from './companies-repository.js';
import { deriveCategory } from './company-category.js';
import { companyTermsForSkills } from './skill-fields.js';

export const SKILL_CATEGORY_NEEDS_TALENT =
  "The 'skill' category shows companies that match a talent's skills: log in as a talent";
const COMPANY_NOT_FOUND = 'Company not found';

const TEXT_FIELDS = [
  'field_company',
  'city',
  'address',
  'description',
  'email',
  'instagram',
  'linkedin',
] as const;

export interface CompanyListQuery {
  company?: string | undefined;
  field?: string | undefined;
  sort?: CompanySort | '' | undefined;
  page: number;
  limit: number;
}

export type CompanyList =
  | { by: 'filters' | 'skills'; rows: Company[]; total: number }
  /** The 'skill' category for a talent who has no skills yet: nothing to match. */
  | { by: 'no-skills' };

interface Viewer {
  id: number;
  role: Role;
}

/** The changes an owner's edit makes (photo aside): '' clears an optional field. */
export function companyChanges(body: CompanyUpdateBody): CompanyChanges {
  const changes: CompanyChanges = {};
  if (body.name_company !== undefined) changes.name_company = body.name_company;
  for (const column of TEXT_FIELDS) {
    const value = body[column];
    if (value === undefined) continue;
    if (value === '') changes[column] = null;
    else if (column === 'instagram') changes[column] = canonicalSocial('instagram', value);
    else if (column === 'linkedin') changes[column] = canonicalSocial('linkedin-company', value);
    else changes[column] = value;
  }
  if (body.phone !== undefined) changes.phone = body.phone === '' ? null : tidyPhone(body.phone);
  if (body.category !== undefined) changes.category = body.category === '' ? null : body.category;
  else if (changes.field_company) changes.category = deriveCategory(changes.field_company);
  return changes;
}

export function createCompanyService(deps: {
  db: Db;
  companies: CompaniesRepository;
  skills: SkillsRepository;
  images: ImageStore;
}) {
  const { db, companies, skills, images } = deps;

  return {
    /** One page of companies; the 'skill' category ranks by the viewing talent's skills. */
    async list(query: CompanyListQuery, viewer: Viewer | null): Promise<CompanyList> {
      let skillTerms: string[] | undefined;
      if (query.field === 'skill') {
        if (viewer?.role !== 'talent')
          throw DomainError.atField('invalid', 'field', SKILL_CATEGORY_NEEDS_TALENT);
        const own = await skills.list(viewer.id);
        if (own.length === 0) return { by: 'no-skills' };
        skillTerms = companyTermsForSkills(own.map((skill) => skill.skill_name));
      }
      const { rows, total } = await companies.list({
        company: query.company?.trim() || undefined,
        category: query.field === 'Tech' || query.field === 'NonTech' ? query.field : undefined,
        skillTerms,
        sort: query.sort || undefined,
        page: query.page,
        limit: query.limit,
      });
      return {
        by: skillTerms ? 'skills' : 'filters',
        rows: rows.map((row) => forViewer(row, viewer !== null)),
        total,
      };
    },

    /** One company; contact details for logged-in viewers only. */
    async get(id: number, loggedIn: boolean): Promise<Company> {
      const row = await companies.findById(id);
      if (!row) throw new DomainError('not_found', COMPANY_NOT_FOUND);
      return forViewer(row, loggedIn);
    },

    /** The owner's edit: fields and, when one file came in `img_company`, a new logo. */
    async update(id: number, body: CompanyUpdateBody): Promise<Company> {
      const files = images.filesOf(body.img_company);
      if (files.length > 1) throw new DomainError('invalid', 'img_company takes one image');
      const changes = companyChanges(body);
      if (Object.keys(changes).length === 0 && files.length === 0)
        throw new DomainError('invalid', 'Send at least one field to change');
      if (!files[0]) {
        const updated = await companies.update(id, changes);
        if (!updated) throw new DomainError('not_found', COMPANY_NOT_FOUND);
        return updated;
      }
      const logo = await images.encode(files[0]);
      // The row, the new logo and the removal of the old one commit together or not at all;
      // the row lock makes two concurrent replacements each remove the logo they replaced.
      return db.transaction(async (tx) => {
        const current = await companies.logoForUpdate(id, tx);
        if (!current) throw new DomainError('not_found', COMPANY_NOT_FOUND);
        const row = await companies.update(id, { ...changes, img_company: logo.name }, tx);
        if (!row) throw new DomainError('not_found', COMPANY_NOT_FOUND);
        await images.put(tx, [logo]);
        await images.remove(tx, [current.img_company]);
        return row;
      });
    },
  };
}
export type CompanyService = ReturnType<typeof createCompanyService>;

declare module 'fastify' {
  interface FastifyInstance {
    companyService: CompanyService;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      'companyService',
      createCompanyService({
        db: fastify.db,
        companies: fastify.companiesRepository,
        skills: fastify.skillsRepository,
        images: fastify.images,
      }),
    );
  },
  {
    name: 'company-service',
    dependencies: ['db', 'companies-repository', 'skills-repository', 'image-store'],
  },
);
