import {
  Banner,
  Button,
  SelectField,
  TextAreaField,
  TextField,
  paths,
  useAppIntl,
  useT,
  useUnsavedChangesWarning,
} from '@peworld/shared-ui';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { JobDetail } from '../api/get-job';
import {
  employmentTypeLabel,
  JOB_EMPLOYMENT_TYPES,
  WORK_MODES,
  workModeLabel,
} from '../job-labels';
import {
  cityRules,
  closingDateRules,
  descriptionRules,
  JOB_LIMITS,
  niceSkillsRules,
  requiredSkillsRules,
  salaryMaxRules,
  salaryMinRules,
  titleRules,
} from './job-rules';
import { parseRupiah, todayIso } from './job-values';
import { SkillsField } from './skills-field';
import { useJobForm } from './use-job-form';

/**
 * Posting or editing a job: title, employment type, work mode, city, an optional salary range,
 * required and nice-to-have skills, description and closing date. Each check is the API's
 * (job-rules.ts) and shows at its field; the server's refusals land there too.
 */
export function JobForm({ job }: { job: JobDetail | null }) {
  const t = useT();
  const { formatNumber } = useAppIntl();
  const { form, banner, saving, submit } = useJobForm(job);
  const { errors, isDirty } = form.formState;
  useUnsavedChangesWarning(isDirty && !saving);
  // A paused or closed job keeps its date; an open one (or a new one) must close in the future.
  const mustBeFuture = job === null || job.status === 'open';
  const [requiredSkills, niceSkills] = form.watch(['required_skills', 'nice_skills']);

  const rupiahHint = (text: string) => {
    const amount = parseRupiah(text);
    return amount === null || Number.isNaN(amount)
      ? t('employer.jobForm.salaryHint')
      : formatNumber(amount, { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 });
  };

  return (
    <Form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t(job ? 'employer.jobForm.editLabel' : 'employer.jobForm.newLabel')}
    >
      {banner ? <Banner tone="error">{banner}</Banner> : null}
      <TextField
        {...form.register('title', titleRules(t))}
        label={t('employer.jobForm.title')}
        placeholder={t('employer.jobForm.titlePlaceholder')}
        error={errors.title?.message}
        maxLength={JOB_LIMITS.titleMax}
        readOnly={saving}
        required
      />
      <Row>
        <SelectField
          {...form.register('employment_type')}
          label={t('employer.jobForm.employmentType')}
          options={JOB_EMPLOYMENT_TYPES.map((type) => ({
            value: type,
            label: employmentTypeLabel(type, t),
          }))}
          error={errors.employment_type?.message}
        />
        <SelectField
          {...form.register('work_mode')}
          label={t('employer.jobForm.workMode')}
          options={WORK_MODES.map((mode) => ({ value: mode, label: workModeLabel(mode, t) }))}
          error={errors.work_mode?.message}
        />
      </Row>
      <TextField
        {...form.register('city', cityRules(t))}
        label={t('employer.jobForm.city')}
        placeholder={t('employer.jobForm.cityPlaceholder')}
        error={errors.city?.message}
        maxLength={JOB_LIMITS.cityMax}
        autoComplete="address-level2"
        readOnly={saving}
        required
      />
      <Fieldset>
        <legend>{t('employer.jobForm.salary')}</legend>
        <Row>
          <TextField
            {...form.register('salary_min', salaryMinRules(t))}
            label={t('employer.jobForm.salaryMin')}
            inputMode="numeric"
            hint={rupiahHint(form.watch('salary_min'))}
            error={errors.salary_min?.message}
            readOnly={saving}
          />
          <TextField
            {...form.register('salary_max', salaryMaxRules(t))}
            label={t('employer.jobForm.salaryMax')}
            inputMode="numeric"
            hint={rupiahHint(form.watch('salary_max'))}
            error={errors.salary_max?.message}
            readOnly={saving}
          />
        </Row>
      </Fieldset>
      <Controller
        control={form.control}
        name="required_skills"
        rules={requiredSkillsRules(t)}
        render={({ field, fieldState }) => (
          <SkillsField
            label={t('employer.jobForm.requiredSkills')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            taken={niceSkills}
            error={fieldState.error?.message}
            hint={t('employer.jobForm.requiredSkillsHint')}
          />
        )}
      />
      <Controller
        control={form.control}
        name="nice_skills"
        rules={niceSkillsRules(t)}
        render={({ field, fieldState }) => (
          <SkillsField
            label={t('employer.jobForm.niceSkills')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            taken={requiredSkills}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextAreaField
        {...form.register('description', descriptionRules(t))}
        label={t('employer.jobForm.description')}
        placeholder={t('employer.jobForm.descriptionPlaceholder')}
        hint={t('employer.jobForm.descriptionCount', {
          count: form.watch('description').length,
          max: JOB_LIMITS.descriptionMax,
        })}
        error={errors.description?.message}
        maxLength={JOB_LIMITS.descriptionMax}
        rows={8}
        readOnly={saving}
        required
      />
      <DateField
        {...form.register('closing_date', closingDateRules(t, { mustBeFuture }))}
        type="date"
        label={t('employer.jobForm.closingDate')}
        min={mustBeFuture ? todayIso() : undefined}
        error={errors.closing_date?.message}
        readOnly={saving}
        required
      />
      <Actions>
        <Button as={Link} to={paths.companyJobs.getHref()} variant="ghost">
          {t('employer.jobForm.cancel')}
        </Button>
        <Button type="submit" loading={saving}>
          {t(job ? 'employer.jobForm.save' : 'employer.jobForm.publish')}
        </Button>
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 24px;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px;

  @media (max-width: 767px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: none;
  min-width: 0;

  legend {
    margin-bottom: 8px;
    padding: 0;
    font-weight: 600;
  }
`;

const DateField = styled(TextField)`
  max-width: 260px;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 12px;
`;
