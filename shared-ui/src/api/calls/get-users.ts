import type { EmploymentType, Pagination, TalentCard } from '@peworld/api/schemas';
import { apiClient } from '../client';
import type { ApiEnvelope } from '../types';
import { requestJson } from './request';

export type TalentSort = 'name' | 'skill' | 'location' | 'newest' | 'freelance' | 'fulltime';

export interface GetUsersParams {
  search?: string;
  employment_type?: EmploymentType;
  sort?: TalentSort;
  page?: number;
  limit?: number;
}

export interface GetUsersResponse extends ApiEnvelope {
  data: TalentCard[];
  pagination: Pagination;
}

/** Talent list with search/filter/sort; undefined params are left out of the URL. */
export function getUsers(params: GetUsersParams = {}): Promise<GetUsersResponse> {
  return requestJson(() => apiClient.get('users', { searchParams: { ...params } }));
}
