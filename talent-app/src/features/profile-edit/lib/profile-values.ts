import type { TalentProfile } from '@peworld/shared-ui';
import type { UpdateUserPayload } from '../api/update-user';

/** The 'Your Profile' form's fields, as the API names them. */
export const PROFILE_FIELDS = [
  'full_name',
  'job_desk',
  'domicile',
  'phone',
  'employment_type',
  'ig_account',
  'github_account',
  'gitlab_account',
  'description',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileValues = Record<ProfileField, string>;

export function valuesOf(profile: TalentProfile): ProfileValues {
  const values = {} as ProfileValues;
  for (const field of PROFILE_FIELDS) values[field] = profile[field] ?? '';
  return values;
}

/** Only what changed; an emptied optional field is sent as '' (the API clears it). */
export function changesBetween(saved: ProfileValues, edited: ProfileValues): UpdateUserPayload {
  const changes: Record<string, string> = {};
  for (const field of PROFILE_FIELDS) {
    if (edited[field].trim() !== saved[field].trim()) changes[field] = edited[field].trim();
  }
  return changes as UpdateUserPayload;
}
