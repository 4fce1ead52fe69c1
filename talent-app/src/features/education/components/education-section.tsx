import type { Education, TalentProfile } from '@peworld/shared-ui';
import { Button, TextField, toApiError, useT, useToast } from '@peworld/shared-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { useSectionSave } from '../../../components/edit-sections/save-registry';
import { Actions, FormGrid, SectionCard } from '../../../components/edit-sections/section-card';
import {
  bannerForFailure,
  saveThroughForm,
  SectionForm,
} from '../../../components/edit-sections/section-form';
import { useDeleteEducation, useSaveEducation } from '../api/education-calls';
import {
  EMPTY_EDUCATION,
  educationResolver,
  payloadOf,
  sameValues,
  valuesOf,
  type EducationValues,
} from '../lib/education-values';

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
    overflow-wrap: anywhere;
  }
  p {
    margin: 2px 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
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

/** 'Education': entries (still studying first), add, edit and delete, like job experience. */
export function EducationSection({ profile }: { profile: TalentProfile }) {
  const t = useT();
  const toast = useToast();
  const save = useSaveEducation();
  const remove = useDeleteEducation();
  const [editing, setEditing] = useState<Education | null>(null);
  const form = useForm<EducationValues>({
    defaultValues: EMPTY_EDUCATION,
    resolver: educationResolver(t),
  });
  const { errors } = form.formState;
  const [banner, setBanner] = useState<string | null>(null);
  const dirty = !sameValues(form.watch(), form.formState.defaultValues as EducationValues);

  function edit(entry: Education | null) {
    setEditing(entry);
    form.reset(entry ? valuesOf(entry) : EMPTY_EDUCATION);
    setBanner(null);
  }

  async function persist(values: EducationValues, quiet: boolean): Promise<boolean> {
    try {
      await save.mutateAsync({ id: editing?.id ?? null, payload: payloadOf(values) });
      edit(null);
      if (!quiet) toast.show(t('talent.education.saved'), 'success');
      return true;
    } catch (failure) {
      setBanner(bannerForFailure(form, failure, t('talent.education.checkFields')));
      return false;
    }
  }

  async function saveSection({ quiet }: { quiet: boolean }): Promise<boolean> {
    // 'Save all' skips an untouched section; an 'Add' clicked on an empty form goes through the
    // checks instead, so each missing field says what it needs (as experience does).
    if (!dirty && (quiet || editing)) return true;
    setBanner(null);
    return saveThroughForm(form, (values) => persist(values, quiet));
  }

  useSectionSave('education', dirty, saveSection);

  async function deleteEntry(entry: Education) {
    if (!window.confirm(t('talent.education.confirmDelete', { school: entry.school }))) return;
    try {
      await remove.mutateAsync(entry.id);
      if (editing?.id === entry.id) edit(null);
      toast.show(t('talent.education.deleted'), 'success');
    } catch (failure) {
      toast.show(toApiError(failure).message, 'error');
    }
  }

  const field = (name: keyof EducationValues) => ({
    ...form.register(name),
    error: errors[name]?.message,
  });

  return (
    <SectionCard id="education" title={t('talent.education.title')}>
      {profile.educations.length > 0 ? (
        <Entries aria-label={t('talent.education.list')}>
          {profile.educations.map((entry) => (
            <Entry key={entry.id}>
              <div>
                <h3>{entry.school}</h3>
                <p>
                  {entry.field_of_study
                    ? t('talent.education.degreeIn', {
                        degree: entry.degree,
                        field: entry.field_of_study,
                      })
                    : entry.degree}
                </p>
                <p>
                  {entry.end_year === null
                    ? t('talent.education.periodCurrent', { start: String(entry.start_year) })
                    : t('talent.education.period', {
                        start: String(entry.start_year),
                        end: String(entry.end_year),
                      })}
                </p>
              </div>
              <EntryActions>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t('talent.education.editEntry', { school: entry.school })}
                  onClick={() => {
                    edit(entry);
                    form.setFocus('school');
                  }}
                >
                  {t('talent.education.edit')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('talent.education.deleteEntry', { school: entry.school })}
                  onClick={() => void deleteEntry(entry)}
                >
                  {t('talent.education.delete')}
                </Button>
              </EntryActions>
            </Entry>
          ))}
        </Entries>
      ) : null}
      <SectionForm
        label={t(editing ? 'talent.education.editForm' : 'talent.education.addForm')}
        banner={banner}
        onSave={() => void saveSection({ quiet: false })}
      >
        <FormGrid>
          <TextField
            className="wide"
            label={t('talent.education.school')}
            placeholder={t('talent.education.schoolPlaceholder')}
            maxLength={150}
            {...field('school')}
          />
          <TextField
            label={t('talent.education.degree')}
            placeholder={t('talent.education.degreePlaceholder')}
            maxLength={100}
            {...field('degree')}
          />
          <TextField
            label={t('talent.education.field')}
            placeholder={t('talent.education.fieldPlaceholder')}
            maxLength={100}
            {...field('field_of_study')}
          />
          <TextField
            label={t('talent.education.startYear')}
            inputMode="numeric"
            maxLength={4}
            placeholder={t('talent.education.yearPlaceholder')}
            {...field('start_year')}
          />
          <TextField
            label={t('talent.education.endYear')}
            inputMode="numeric"
            maxLength={4}
            placeholder={t('talent.education.yearPlaceholder')}
            hint={t('talent.education.endYearHint')}
            {...field('end_year')}
          />
        </FormGrid>
        <Actions>
          {editing || dirty ? (
            <Button type="button" variant="ghost" onClick={() => edit(null)}>
              {t('talent.education.cancel')}
            </Button>
          ) : null}
          <Button type="submit" variant="outline" loading={save.isPending}>
            {t(editing ? 'talent.education.save' : 'talent.education.add')}
          </Button>
        </Actions>
      </SectionForm>
    </SectionCard>
  );
}
