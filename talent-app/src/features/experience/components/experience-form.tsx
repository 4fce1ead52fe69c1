import { Banner, Button, TextAreaField, TextField, useT } from '@peworld/shared-ui';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Actions, FormGrid } from '../../../components/edit-sections/section-card';
import type { ExperienceValues } from '../lib/experience-values';
import { MonthField } from './month-field';

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};

  input {
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

export interface ExperienceFormProps {
  values: ExperienceValues;
  onChange: (values: ExperienceValues) => void;
  errors: Record<string, string>;
  banner: string | null;
  editing: boolean;
  saving: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}

/** Company, position, start/end month, 'current job' and description of one entry. */
export function ExperienceForm({
  values,
  onChange,
  errors,
  banner,
  editing,
  saving,
  onSubmit,
  onCancel,
}: ExperienceFormProps) {
  const t = useT();
  const set = <K extends keyof ExperienceValues>(key: K, value: ExperienceValues[K]) =>
    onChange({ ...values, [key]: value });

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={editing ? t('talent.experience.editForm') : t('talent.experience.addForm')}
    >
      {banner ? (
        <div style={{ marginBottom: 16 }}>
          <Banner tone="error">{banner}</Banner>
        </div>
      ) : null}
      <FormGrid>
        <TextField
          label={t('talent.experience.company')}
          name="company_name"
          maxLength={100}
          value={values.company_name}
          onChange={(e) => set('company_name', e.target.value)}
          error={errors.company_name}
        />
        <TextField
          label={t('talent.experience.position')}
          name="job_position"
          placeholder={t('talent.experience.positionPlaceholder')}
          maxLength={100}
          value={values.job_position}
          onChange={(e) => set('job_position', e.target.value)}
          error={errors.job_position}
        />
        <MonthField
          label={t('talent.experience.start')}
          name="day_in"
          value={values.start}
          onChange={(value) => set('start', value)}
          error={errors.day_in}
        />
        <MonthField
          label={t('talent.experience.end')}
          name="day_out"
          disabled={values.current}
          value={values.current ? '' : values.end}
          onChange={(value) => set('end', value)}
          error={errors.day_out}
        />
        <Check className="wide">
          <input
            type="checkbox"
            name="current"
            checked={values.current}
            onChange={(e) => set('current', e.target.checked)}
          />
          {t('talent.experience.current')}
        </Check>
        <TextAreaField
          className="wide"
          label={t('talent.experience.description')}
          name="description"
          rows={4}
          maxLength={2000}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          error={errors.description}
        />
      </FormGrid>
      <Actions>
        {editing ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('talent.experience.cancel')}
          </Button>
        ) : null}
        <Button type="submit" variant="accent" loading={saving}>
          {editing ? t('talent.experience.save') : t('talent.experience.add')}
        </Button>
      </Actions>
    </form>
  );
}
