import type { Company, CompanyCategory } from '@peworld/api/schemas';
import { apiClient } from '../client';
import type { ApiEnvelope } from '../types';
import { jsonOrForm } from './body';
import { requestJson } from './request';

/** Every field optional; an empty string clears an optional field (the API takes no nulls). */
export interface UpdateCompanyPayload {
  name_company?: string;
  field_company?: string;
  category?: CompanyCategory | '';
  city?: string;
  address?: string;
  description?: string;
  email?: string;
  instagram?: string;
  phone?: string;
  linkedin?: string;
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
