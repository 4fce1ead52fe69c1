import type { Experience, TalentProfile } from '@peworld/shared-ui';
import {
  Button,
  fieldErrors,
  toApiError,
  useAddExperience,
  useDeleteExperience,
  useToast,
  useUpdateExperience,
} from '@peworld/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useSectionSave } from '../../../components/edit-sections/save-registry';
import { SectionCard } from '../../../components/edit-sections/section-card';
import {
  EMPTY_EXPERIENCE,
  localErrors,
  payloadOf,
  periodOf,
  sameValues,
  valuesOf,
  type ExperienceValues,
} from '../lib/experience-values';
import { ExperienceForm } from './experience-form';

export const EXPERIENCE_SAVED = 'Experience updated!';
export const EXPERIENCE_DELETED = 'Experience deleted';

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
  const toast = useToast();
  const add = useAddExperience();
  const update = useUpdateExperience();
  const remove = useDeleteExperience();
  const [editing, setEditing] = useState<Experience | null>(null);
  const [values, setValues] = useState<ExperienceValues>(EMPTY_EXPERIENCE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const base = editing ? valuesOf(editing) : EMPTY_EXPERIENCE;
  const dirty = !sameValues(values, base);

  function reset() {
    setEditing(null);
    setValues(EMPTY_EXPERIENCE);
    setErrors({});
    setBanner(null);
  }

  async function save({ quiet }: { quiet: boolean }): Promise<boolean> {
    if (!dirty) return true;
    const local = localErrors(values);
    setErrors(local);
    setBanner(null);
    if (Object.keys(local).length > 0) return false;
    try {
      if (editing) await update.mutateAsync({ id: editing.id, payload: payloadOf(values) });
      else await add.mutateAsync(payloadOf(values));
      reset();
      if (!quiet) toast.show(EXPERIENCE_SAVED, 'success');
      return true;
    } catch (failure) {
      const byField = fieldErrors(failure);
      setErrors(byField);
      setBanner(
        Object.keys(byField).length > 0
          ? 'Please check the highlighted fields.'
          : toApiError(failure).message,
      );
      return false;
    }
  }

  useSectionSave('experience', dirty, save);

  async function deleteEntry(entry: Experience) {
    if (!window.confirm(`Delete your experience at ${entry.company_name}?`)) return;
    try {
      await remove.mutateAsync(entry.id);
      if (editing?.id === entry.id) reset();
      toast.show(EXPERIENCE_DELETED, 'success');
    } catch (failure) {
      toast.show(toApiError(failure).message, 'error');
    }
  }

  return (
    <SectionCard id="experience" title="Job Experience">
      {profile.experiences.length > 0 ? (
        <Entries aria-label="Your job experience">
          {profile.experiences.map((entry) => (
            <Entry key={entry.id}>
              <div>
                <h3>{entry.job_position}</h3>
                <p>{entry.company_name}</p>
                <p>{periodOf(entry)}</p>
                {entry.description ? <p>{entry.description}</p> : null}
              </div>
              <EntryActions>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Edit ${entry.job_position} at ${entry.company_name}`}
                  onClick={() => {
                    setEditing(entry);
                    setValues(valuesOf(entry));
                    setErrors({});
                    setBanner(null);
                    document.getElementById('experience')?.querySelector('input')?.focus();
                  }}
                >
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Delete ${entry.job_position} at ${entry.company_name}`}
                  onClick={() => void deleteEntry(entry)}
                >
                  Delete
                </Button>
              </EntryActions>
            </Entry>
          ))}
        </Entries>
      ) : null}
      <ExperienceForm
        values={values}
        onChange={setValues}
        errors={errors}
        banner={banner}
        editing={editing !== null}
        saving={add.isPending || update.isPending}
        onSubmit={() => void save({ quiet: false })}
        onCancel={reset}
      />
    </SectionCard>
  );
}
