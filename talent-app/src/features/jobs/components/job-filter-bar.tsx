import { FilterBar, SelectField, TextField, useT } from '@peworld/shared-ui';
import { useEffect, useState } from 'react';
import {
  activeJobFilterCount,
  EMPLOYMENT_TYPE_VALUES,
  JOB_PAGE_SIZES,
  JOB_SORT_VALUES,
  NO_JOB_FILTERS,
  POSTED_WITHIN_VALUES,
  WORK_MODE_VALUES,
  type EmploymentTypeValue,
  type JobFilters,
  type JobListParams,
  type JobPageSize,
  type JobSortValue,
  type PostedWithinValue,
  type WorkModeValue,
} from '../hooks/use-job-list-params';
import { EMPLOYMENT_TYPE_LABELS, WORK_MODE_LABELS } from '../lib/job-labels';
import { millionsOf, rupiahOfMillions } from '../lib/salary';

interface Draft {
  city: string;
  type: EmploymentTypeValue | '';
  mode: WorkModeValue | '';
  salary: string;
  posted: PostedWithinValue | '';
}

function draftOf(filters: JobFilters): Draft {
  return {
    city: filters.city,
    type: filters.type,
    mode: filters.mode,
    salary: millionsOf(filters.salaryMin),
    posted: filters.posted,
  };
}

/**
 * The filters (city, employment type, work mode, minimum monthly salary, posted within),
 * applied together with "Apply filters" (or Enter), and the order and page size, applied at
 * once; folded behind a "Filter" button on a phone (shared-ui's FilterBar, as the talent
 * search's). Everything lives in the URL (use-job-list-params.ts).
 */
export function JobFilterBar({
  params,
  onChange,
}: {
  params: JobListParams;
  onChange: (change: Partial<JobListParams>) => void;
}) {
  const t = useT();
  const { city, type, mode, salaryMin, posted } = params;
  const [draft, setDraft] = useState<Draft>(() => draftOf(params));
  const [salaryError, setSalaryError] = useState<string | null>(null);
  useEffect(() => {
    setDraft(draftOf({ city, type, mode, salaryMin, posted }));
    setSalaryError(null);
  }, [city, type, mode, salaryMin, posted]);
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const active = activeJobFilterCount(params);

  function apply() {
    const salary = rupiahOfMillions(draft.salary);
    if (Number.isNaN(salary)) {
      setSalaryError(t('talent.jobs.filters.salaryInvalid'));
      return;
    }
    setSalaryError(null);
    onChange({
      city: draft.city.trim(),
      type: draft.type,
      mode: draft.mode,
      salaryMin: salary,
      posted: draft.posted,
    });
  }

  return (
    <FilterBar
      label={t('talent.jobs.filters.label')}
      active={active}
      toggleLabel={t('talent.jobs.filters.toggle', { count: active })}
      applyLabel={t('talent.jobs.filters.apply')}
      clearLabel={t('talent.jobs.filters.clear', { count: active })}
      onApply={apply}
      onClear={() => onChange({ ...NO_JOB_FILTERS })}
      columns={5}
      extra={
        <>
          <SelectField
            label={t('talent.jobs.filters.sort')}
            value={params.sort}
            options={JOB_SORT_VALUES.map((value) => ({
              value,
              label: t(`talent.jobs.sort.${value}`),
            }))}
            onChange={(event) => onChange({ sort: event.target.value as JobSortValue })}
          />
          <SelectField
            label={t('talent.jobs.filters.pageSize')}
            value={String(params.limit)}
            options={JOB_PAGE_SIZES.map((size) => ({
              value: String(size),
              label: t('talent.jobs.filters.perPage', { size }),
            }))}
            onChange={(event) => onChange({ limit: Number(event.target.value) as JobPageSize })}
          />
        </>
      }
    >
      <TextField
        label={t('talent.jobs.filters.city')}
        placeholder={t('talent.jobs.filters.cityPlaceholder')}
        value={draft.city}
        maxLength={100}
        onChange={(event) => set({ city: event.target.value })}
      />
      <SelectField
        label={t('talent.jobs.filters.type')}
        placeholder={t('talent.jobs.filters.any')}
        value={draft.type}
        options={EMPLOYMENT_TYPE_VALUES.map((value) => ({
          value,
          label: t(EMPLOYMENT_TYPE_LABELS[value]),
        }))}
        onChange={(event) => set({ type: event.target.value as EmploymentTypeValue | '' })}
      />
      <SelectField
        label={t('talent.jobs.filters.mode')}
        placeholder={t('talent.jobs.filters.any')}
        value={draft.mode}
        options={WORK_MODE_VALUES.map((value) => ({
          value,
          label: t(WORK_MODE_LABELS[value]),
        }))}
        onChange={(event) => set({ mode: event.target.value as WorkModeValue | '' })}
      />
      <TextField
        label={t('talent.jobs.filters.salary')}
        hint={t('talent.jobs.filters.salaryHint')}
        inputMode="decimal"
        value={draft.salary}
        error={salaryError}
        onChange={(event) => set({ salary: event.target.value })}
      />
      <SelectField
        label={t('talent.jobs.filters.posted')}
        placeholder={t('talent.jobs.filters.anyTime')}
        value={draft.posted}
        options={POSTED_WITHIN_VALUES.map((days) => ({
          value: days,
          label: t('talent.jobs.filters.postedWithin', { days: Number(days) }),
        }))}
        onChange={(event) => set({ posted: event.target.value as PostedWithinValue | '' })}
      />
    </FilterBar>
  );
}
