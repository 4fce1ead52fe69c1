import type { Experience, TalentProfile } from '@peworld/shared-ui';
import { Button, toApiError, useAppIntl, useT, useToast } from '@peworld/shared-ui';
import { useForm } from 'react-hook-form';
import { useState } from 'react';
import styled from 'styled-components';
import { useSectionSave } from '../../../components/edit-sections/save-registry';
import { SectionCard } from '../../../components/edit-sections/section-card';
import { bannerForFailure, saveThroughForm } from '../../../components/edit-sections/section-form';
import {
  EMPTY_EXPERIENCE,
  experienceResolver,
  payloadOf,
  SERVER_FIELD_ALIASES,
  sameValues,
  valuesOf,
  type ExperienceValues,
} from '../lib/experience-values';
import { ExperienceForm } from './experience-form';
import { useAddExperience } from '../api/add-experience';
import { useDeleteExperience } from '../api/delete-experience';
import { useUpdateExperience } from '../api/update-experience';

const Entries = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
`;

const Entry = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  justify-content: space-between;
  padding: ${({ theme }) => theme.space.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 2px 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  @media (max-width: 767px) {
    flex-direction: column;
  }
`;

const EntryActions = styled.div`
  display: flex;
  flex: none;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
`;

/** 'Job Experience': entries newest first (current job on top), add, edit and delete. */
export function ExperienceSection({ profile }: { profile: TalentProfile }) {
  const t = useT();
  const intl = useAppIntl();
  const toast = useToast();
  const add = useAddExperience();
  const update = useUpdateExperience();
  const remove = useDeleteExperience();
  const [editing, setEditing] = useState<Experience | null>(null);
  // defaultValues = the entry being edited (or an empty one): dirty means "differs from it".
  const form = useForm<ExperienceValues>({
    defaultValues: EMPTY_EXPERIENCE,
    resolver: experienceResolver(t),
  });
  const [banner, setBanner] = useState<string | null>(null);
  const dirty = !sameValues(form.watch(), form.formState.defaultValues as ExperienceValues);

  function edit(entry: Experience | null) {
    setEditing(entry);
    form.reset(entry ? valuesOf(entry) : EMPTY_EXPERIENCE);
    setBanner(null);
  }

  async function persist(values: ExperienceValues, quiet: boolean): Promise<boolean> {
    try {
      if (editing) await update.mutateAsync({ id: editing.id, payload: payloadOf(values) });
      else await add.mutateAsync(payloadOf(values));
      edit(null);
      if (!quiet) toast.show(t('talent.experience.saved'), 'success');
      return true;
    } catch (failure) {
      setBanner(
        bannerForFailure(form, failure, t('talent.experience.checkFields'), {
          aliases: SERVER_FIELD_ALIASES,
        }),
      );
      return false;
    }
  }

  async function save({ quiet }: { quiet: boolean }): Promise<boolean> {
    // 'Save all' skips an untouched section; an 'Add' clicked on an empty form goes through the
    // checks instead, so each missing field says what it needs.
    if (!dirty && (quiet || editing)) return true;
    setBanner(null);
    return saveThroughForm(form, (values) => persist(values, quiet));
  }

  useSectionSave('experience', dirty, save);

  /** "Jan 2023 – Present", months in the page's language. */
  function period(entry: Experience): string {
    const month = (date: string) =>
      intl.formatDate(new Date(`${date}T00:00:00Z`), {
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      });
    return entry.day_out
      ? t('talent.experience.period', { start: month(entry.day_in), end: month(entry.day_out) })
      : t('talent.experience.periodCurrent', { start: month(entry.day_in) });
  }

  async function deleteEntry(entry: Experience) {
    if (!window.confirm(t('talent.experience.confirmDelete', { company: entry.company_name }))) {
      return;
    }
    try {
      await remove.mutateAsync(entry.id);
      if (editing?.id === entry.id) edit(null);
      toast.show(t('talent.experience.deleted'), 'success');
    } catch (failure) {
      toast.show(toApiError(failure).message, 'error');
    }
  }

  return (
    <SectionCard id="experience" title={t('talent.experience.title')}>
      {profile.experiences.length > 0 ? (
        <Entries aria-label={t('talent.experience.list')}>
          {profile.experiences.map((entry) => (
            <Entry key={entry.id}>
              <div>
                <h3>{entry.job_position}</h3>
                <p>{entry.company_name}</p>
                <p>{period(entry)}</p>
                {entry.description ? <p>{entry.description}</p> : null}
              </div>
              <EntryActions>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t('talent.experience.editEntry', {
                    position: entry.job_position,
                    company: entry.company_name,
                  })}
                  onClick={() => {
                    edit(entry);
                    document.getElementById('experience')?.querySelector('input')?.focus();
                  }}
                >
                  {t('talent.experience.edit')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('talent.experience.deleteEntry', {
                    position: entry.job_position,
                    company: entry.company_name,
                  })}
                  onClick={() => void deleteEntry(entry)}
                >
                  {t('talent.experience.delete')}
                </Button>
              </EntryActions>
            </Entry>
          ))}
        </Entries>
      ) : null}
      <ExperienceForm
        form={form}
        banner={banner}
        editing={editing !== null}
        saving={add.isPending || update.isPending}
        onSubmit={() => void save({ quiet: false })}
        onCancel={() => edit(null)}
      />
    </SectionCard>
  );
}
