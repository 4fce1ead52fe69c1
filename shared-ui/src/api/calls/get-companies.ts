import type { Company, CompanyCategory, CompanySort, Pagination } from '@peworld/api/schemas';
import { apiClient } from '../client';
import type { ApiEnvelope } from '../types';
import { requestJson, type CallOptions } from './request';

export interface GetCompaniesParams {
  company?: string;
  /** Tech / NonTech: the category; 'skill': companies matching the logged-in talent's skills. */
  field?: CompanyCategory | 'skill';
  sort?: CompanySort;
  page?: number;
  limit?: number;
}

export interface GetCompaniesResponse extends ApiEnvelope {
  result: Company[];
  pagination: Pagination;
}

export function getCompanies(
  params: GetCompaniesParams = {},
  { signal }: CallOptions = {},
): Promise<GetCompaniesResponse> {
  // The spec's path keeps its trailing slash: 'company/'.
  return requestJson(() => apiClient.get('company/', { searchParams: { ...params }, signal }));
}
