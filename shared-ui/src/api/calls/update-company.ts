import type { Company, CompanyCategory } from '@peworld/api/schemas';
import { apiClient } from '../client';
import type { ApiEnvelope } from '../types';
import { jsonOrForm } from './body';
import { requestJson } from './request';

export interface UpdateCompanyPayload {
  name_company?: string;
  field_company?: string | null;
  category?: CompanyCategory | null;
  city?: string | null;
  address?: string | null;
  description?: string | null;
  email?: string | null;
  instagram?: string | null;
  phone?: string | null;
  linkedin?: string | null;
}

export interface UpdateCompanyResponse extends ApiEnvelope {
  result: Company;
}

/** Company fields as JSON, or a FormData holding an `img_company` file for the logo. */
export function updateCompany(
  id: number,
  payload: UpdateCompanyPayload | FormData,
): Promise<UpdateCompanyResponse> {
  return requestJson(() => apiClient.patch(`company/${id}`, jsonOrForm(payload)));
}
