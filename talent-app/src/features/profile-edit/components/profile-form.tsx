import type { TalentProfile } from '@peworld/shared-ui';
import {
  Button,
  EMPLOYMENT_TYPES,
  SelectField,
  TextAreaField,
  TextField,
  useT,
  useToast,
} from '@peworld/shared-ui';
import { useEffect, useEffectEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSectionSave } from '../../../components/edit-sections/save-registry';
import {
  bannerForFailure,
  saveThroughForm,
  SectionForm,
} from '../../../components/edit-sections/section-form';
import {
  changesBetween,
  valuesOf,
  type ProfileField,
  type ProfileValues,
} from '../lib/profile-values';
import { Actions, FormGrid, SectionCard } from '../../../components/edit-sections/section-card';
import { useUpdateUser } from '../api/update-user';

/** 'Your Profile': name, job, city, contacts, employment type and description. */
export function ProfileForm({ profile }: { profile: TalentProfile }) {
  const t = useT();
  const toast = useToast();
  const employmentOptions = EMPLOYMENT_TYPES.map((type) => ({
    value: type,
    label:
      type === 'freelance'
        ? t('talent.profile.employment.freelance')
        : t('talent.profile.employment.fulltime'),
  }));
  const update = useUpdateUser(profile.id_user);
  // The form's defaultValues are the version it was loaded with (or last saved), never simply
  // the newest profile: "changed" means "differs from what this form started from".
  const form = useForm<ProfileValues>({ defaultValues: valuesOf(profile) });
  const { errors } = form.formState;
  const [banner, setBanner] = useState<string | null>(null);
  const changes = changesBetween(form.formState.defaultValues as ProfileValues, form.watch());
  const dirty = Object.keys(changes).length > 0;

  // Fresh data from the server (another section saved, a refetch) becomes the new baseline; the
  // fields someone is editing keep what they typed (keepDirtyValues), the others show the news.
  const takeFreshProfile = useEffectEvent(() => {
    form.reset(valuesOf(profile), { keepDirtyValues: true, keepErrors: true });
  });
  useEffect(() => takeFreshProfile(), [profile.updated_at]);

  async function persist(values: ProfileValues, quiet: boolean): Promise<boolean> {
    const edited = changesBetween(form.formState.defaultValues as ProfileValues, values);
    if (Object.keys(edited).length === 0) return true;
    setBanner(null);
    try {
      const answer = await update.mutateAsync(edited);
      form.reset(valuesOf(answer.data));
      if (!quiet) toast.show(t('talent.profile.saved'), 'success');
      return true;
    } catch (error) {
      // What was typed stays; only the messages change.
      setBanner(bannerForFailure(form, error, t('talent.profile.checkFields')));
      return false;
    }
  }

  async function save({ quiet }: { quiet: boolean }): Promise<boolean> {
    if (!dirty) return true;
    return saveThroughForm(form, (values) => persist(values, quiet));
  }

  useSectionSave('profile', dirty, save);

  const field = (name: ProfileField) => ({
    ...form.register(name),
    error: errors[name]?.message,
  });

  return (
    <SectionCard id="profile" title={t('talent.profile.title')}>
      <SectionForm
        label={t('talent.profile.title')}
        banner={banner}
        onSave={() => void save({ quiet: false })}
      >
        <FormGrid>
          <TextField
            className="wide"
            label={t('talent.profile.fullName')}
            autoComplete="name"
            maxLength={100}
            {...field('full_name')}
          />
          <TextField
            label={t('talent.profile.jobDesk')}
            placeholder={t('talent.profile.jobDeskPlaceholder')}
            maxLength={100}
            {...field('job_desk')}
          />
          <TextField
            label={t('talent.profile.domicile')}
            placeholder={t('talent.profile.domicilePlaceholder')}
            autoComplete="address-level2"
            maxLength={100}
            {...field('domicile')}
          />
          <TextField
            label={t('talent.profile.phone')}
            type="tel"
            autoComplete="tel"
            placeholder={t('talent.profile.phonePlaceholder')}
            {...field('phone')}
          />
          <SelectField
            label={t('talent.profile.employmentType')}
            placeholder={t('talent.profile.notSet')}
            options={employmentOptions}
            {...field('employment_type')}
          />
          <TextField
            label={t('talent.profile.instagram')}
            type="url"
            placeholder={t('talent.profile.instagramPlaceholder')}
            {...field('ig_account')}
          />
          <TextField
            label={t('talent.profile.github')}
            type="url"
            placeholder={t('talent.profile.githubPlaceholder')}
            {...field('github_account')}
          />
          <TextField
            label={t('talent.profile.gitlab')}
            type="url"
            placeholder={t('talent.profile.gitlabPlaceholder')}
            {...field('gitlab_account')}
          />
          <TextAreaField
            className="wide"
            label={t('talent.profile.description')}
            rows={5}
            maxLength={2000}
            placeholder={t('talent.profile.descriptionPlaceholder')}
            {...field('description')}
          />
        </FormGrid>
        <Actions>
          {dirty ? (
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                form.reset();
                setBanner(null);
              }}
            >
              {t('talent.profile.discard')}
            </Button>
          ) : null}
          <Button type="submit" loading={update.isPending} disabled={!dirty && !update.isPending}>
            {t('talent.profile.save')}
          </Button>
        </Actions>
      </SectionForm>
    </SectionCard>
  );
}
