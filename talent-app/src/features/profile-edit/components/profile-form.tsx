import type { TalentProfile } from '@peworld/shared-ui';
import {
  Banner,
  Button,
  EMPLOYMENT_TYPES,
  fieldErrors,
  SelectField,
  TextAreaField,
  TextField,
  toApiError,
  useToast,
  useUpdateUser,
} from '@peworld/shared-ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useSectionSave } from '../../../components/edit-sections/save-registry';
import {
  changesBetween,
  valuesOf,
  type ProfileField,
  type ProfileValues,
} from '../lib/profile-values';
import { Actions, FormGrid, SectionCard } from '../../../components/edit-sections/section-card';

export const PROFILE_SAVED = 'Profile information updated!';

const EMPLOYMENT_OPTIONS = EMPLOYMENT_TYPES.map((type) => ({
  value: type,
  label: type === 'freelance' ? 'Freelance' : 'Full time',
}));

/** 'Your Profile': name, job, city, contacts, employment type and description. */
export function ProfileForm({ profile }: { profile: TalentProfile }) {
  const toast = useToast();
  const update = useUpdateUser(profile.id_user);
  const saved = valuesOf(profile);
  const [values, setValues] = useState<ProfileValues>(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const changes = changesBetween(saved, values);
  const dirty = Object.keys(changes).length > 0;

  // Fresh data from the server (another section saved, a refetch) replaces a clean form.
  useEffect(() => {
    if (!dirty) setValues(valuesOf(profile));
  }, [profile.updated_at]);

  async function save({ quiet }: { quiet: boolean }): Promise<boolean> {
    if (!dirty) return true;
    setBanner(null);
    try {
      const answer = await update.mutateAsync(changes);
      setErrors({});
      setValues(valuesOf(answer.data));
      if (!quiet) toast.show(PROFILE_SAVED, 'success');
      return true;
    } catch (error) {
      const byField = fieldErrors(error);
      setErrors(byField);
      // What was typed stays; only the messages change.
      if (Object.keys(byField).length === 0) setBanner(toApiError(error).message);
      else setBanner('Please check the highlighted fields.');
      return false;
    }
  }

  useSectionSave('profile', dirty, save);

  function submit(event: FormEvent) {
    event.preventDefault();
    void save({ quiet: false });
  }

  const field = (name: ProfileField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <SectionCard id="profile" title="Your Profile">
      <form onSubmit={submit} noValidate aria-label="Your Profile">
        {banner ? (
          <div style={{ marginBottom: 16 }}>
            <Banner tone="error">{banner}</Banner>
          </div>
        ) : null}
        <FormGrid>
          <TextField
            className="wide"
            label="Full name"
            autoComplete="name"
            maxLength={100}
            {...field('full_name')}
          />
          <TextField
            label="Job desk"
            placeholder="e.g. Frontend Developer"
            maxLength={100}
            {...field('job_desk')}
          />
          <TextField
            label="Domicile"
            placeholder="e.g. Jakarta"
            autoComplete="address-level2"
            maxLength={100}
            {...field('domicile')}
          />
          <TextField
            label="Phone"
            type="tel"
            autoComplete="tel"
            placeholder="e.g. 0812 3456 7890"
            {...field('phone')}
          />
          <SelectField
            label="Employment type"
            placeholder="Not set"
            options={EMPLOYMENT_OPTIONS}
            {...field('employment_type')}
          />
          <TextField
            label="Instagram"
            type="url"
            placeholder="https://instagram.com/you"
            {...field('ig_account')}
          />
          <TextField
            label="GitHub"
            type="url"
            placeholder="https://github.com/you"
            {...field('github_account')}
          />
          <TextField
            label="GitLab"
            type="url"
            placeholder="https://gitlab.com/you"
            {...field('gitlab_account')}
          />
          <TextAreaField
            className="wide"
            label="Description"
            rows={5}
            maxLength={2000}
            placeholder="Tell recruiters about your work"
            {...field('description')}
          />
        </FormGrid>
        <Actions>
          {dirty ? (
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                setValues(saved);
                setErrors({});
                setBanner(null);
              }}
            >
              Discard changes
            </Button>
          ) : null}
          <Button type="submit" loading={update.isPending} disabled={!dirty && !update.isPending}>
            Save profile
          </Button>
        </Actions>
      </form>
    </SectionCard>
  );
}
