import { Button, FIELD_RULES, TextAreaField, TextField, useT } from '@peworld/shared-ui';
import { Controller, type UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { Actions, FormGrid } from '../../../components/edit-sections/section-card';
import { SectionForm } from '../../../components/edit-sections/section-form';
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
  form: UseFormReturn<ExperienceValues>;
  banner: string | null;
  editing: boolean;
  saving: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}

/** Company, position, start/end month, 'current job' and description of one entry. */
export function ExperienceForm({
  form,
  banner,
  editing,
  saving,
  onSubmit,
  onCancel,
}: ExperienceFormProps) {
  const t = useT();
  const { errors } = form.formState;
  const current = form.watch('current');

  /** A month and year picker bound to the form; `apiName` is what the API calls the date. */
  const month = (name: 'start' | 'end', apiName: string, label: string, disabled = false) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <MonthField
          label={label}
          name={apiName}
          ref={field.ref}
          disabled={disabled}
          value={disabled ? '' : field.value}
          onChange={field.onChange}
          error={errors[name]?.message}
        />
      )}
    />
  );

  return (
    <SectionForm
      label={editing ? t('talent.experience.editForm') : t('talent.experience.addForm')}
      banner={banner}
      onSave={onSubmit}
    >
      <FormGrid>
        <TextField
          {...form.register('company_name')}
          label={t('talent.experience.company')}
          maxLength={FIELD_RULES.shortTextMax}
          error={errors.company_name?.message}
        />
        <TextField
          {...form.register('job_position')}
          label={t('talent.experience.position')}
          placeholder={t('talent.experience.positionPlaceholder')}
          maxLength={FIELD_RULES.shortTextMax}
          error={errors.job_position?.message}
        />
        {month('start', 'day_in', t('talent.experience.start'))}
        {month('end', 'day_out', t('talent.experience.end'), current)}
        <Check className="wide">
          <input type="checkbox" {...form.register('current')} />
          {t('talent.experience.current')}
        </Check>
        <TextAreaField
          {...form.register('description')}
          className="wide"
          label={t('talent.experience.description')}
          rows={4}
          maxLength={FIELD_RULES.longTextMax}
          error={errors.description?.message}
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
    </SectionForm>
  );
}
