import { FilterBar, media, SelectField, TextField, useT } from '@peworld/shared-ui';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import {
  activeFilterCount,
  AVAILABILITY_VALUES,
  LIST_ORDERS,
  NO_FILTERS,
  PAGE_SIZES,
  type AvailabilityValue,
  type EmploymentTypeValue,
  type ListOrder,
  type PageSize,
  type TalentFilters,
  type TalentQuery,
} from './talent-query';

/** "At least N years" choices. */
export const YEAR_CHOICES = [1, 2, 3, 5, 10] as const;

/** Salary inputs are in millions of rupiah a month; the URL and the API take rupiah. */
const MILLION = 1_000_000;

export const AVAILABILITY_LABELS: Record<AvailabilityValue, string> = {
  open_to_work: 'employer.availability.open_to_work',
  open_to_offers: 'employer.availability.open_to_offers',
  not_looking: 'employer.availability.not_looking',
};

const TYPE_LABELS: Record<EmploymentTypeValue, string> = {
  freelance: 'employer.filters.typeFreelance',
  'full time': 'employer.filters.typeFullTime',
};

const ORDER_LABELS: Record<ListOrder, string> = {
  newest: 'employer.filters.orderNewest',
  name: 'employer.filters.orderName',
  location: 'employer.filters.orderLocation',
};

export interface TalentFilterBarProps {
  query: TalentQuery;
  onChange: (change: Partial<TalentQuery>) => void;
}

interface Draft {
  city: string;
  type: EmploymentTypeValue | '';
  minYears: string;
  availability: AvailabilityValue[];
  salaryMin: string;
  salaryMax: string;
}

function draftOf(filters: TalentFilters): Draft {
  const millions = (value: number | null) => (value === null ? '' : String(value / MILLION));
  return {
    city: filters.city,
    type: filters.type,
    minYears: filters.minYears ? String(filters.minYears) : '',
    availability: filters.availability,
    salaryMin: millions(filters.salaryMin),
    salaryMax: millions(filters.salaryMax),
  };
}

/** A salary field's rupiah, or null when empty; NaN when not a number >= 0. */
function rupiah(millions: string): number | null {
  if (millions.trim() === '') return null;
  const n = Number(millions.replace(',', '.'));
  return Number.isFinite(n) && n >= 0 ? Math.round(n * MILLION) : Number.NaN;
}

/**
 * The filters beside the search (city, employment type, years, availability, monthly salary),
 * applied together with "Apply" (or Enter in a field), and the order and page size, applied at
 * once; folded behind a "Filter" button on a phone (shared-ui's FilterBar). Everything lives in
 * the URL (talent-query.ts); the fields show the URL's values again after Back/Forward.
 */
export function TalentFilterBar({ query, onChange }: TalentFilterBarProps) {
  const t = useT();
  const ids = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(query));
  const [salaryError, setSalaryError] = useState<string | null>(null);
  const { city, type, minYears, availability, salaryMin, salaryMax } = query;
  useEffect(() => {
    setDraft(draftOf({ city, type, minYears, availability, salaryMin, salaryMax }));
    setSalaryError(null);
  }, [city, type, minYears, availability, salaryMin, salaryMax]);
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const active = activeFilterCount(query);

  function apply() {
    const min = rupiah(draft.salaryMin);
    const max = rupiah(draft.salaryMax);
    if (Number.isNaN(min) || Number.isNaN(max)) {
      setSalaryError(t('employer.filters.salaryInvalid'));
      return;
    }
    if (min !== null && max !== null && min > max) {
      setSalaryError(t('employer.filters.salaryOrder'));
      return;
    }
    setSalaryError(null);
    onChange({
      city: draft.city.trim(),
      type: draft.type,
      minYears: draft.minYears ? Number(draft.minYears) : null,
      availability: AVAILABILITY_VALUES.filter((value) => draft.availability.includes(value)),
      salaryMin: min,
      salaryMax: max,
    });
  }

  function toggle(value: AvailabilityValue, checked: boolean) {
    set({
      availability: checked
        ? [...draft.availability, value]
        : draft.availability.filter((v) => v !== value),
    });
  }

  return (
    <FilterBar
      label={t('employer.filters.label')}
      active={active}
      toggleLabel={t('employer.filters.toggle', { count: active })}
      applyLabel={t('employer.filters.apply')}
      clearLabel={t('employer.filters.clear', { count: active })}
      onApply={apply}
      onClear={() => onChange({ ...NO_FILTERS })}
      framed
      extra={
        <>
          <SelectField
            label={t('employer.filters.order')}
            value={query.order}
            options={[
              { value: '', label: t('employer.filters.orderRelevance') },
              ...LIST_ORDERS.map((value) => ({ value, label: t(ORDER_LABELS[value]) })),
            ]}
            onChange={(event) => onChange({ order: event.target.value as ListOrder | '' })}
          />
          <SelectField
            label={t('employer.filters.pageSize')}
            value={String(query.limit)}
            options={PAGE_SIZES.map((size) => ({
              value: String(size),
              label: t('employer.filters.perPage', { size }),
            }))}
            onChange={(event) => onChange({ limit: Number(event.target.value) as PageSize })}
          />
        </>
      }
    >
      <TextField
        label={t('employer.filters.city')}
        placeholder={t('employer.filters.cityPlaceholder')}
        value={draft.city}
        maxLength={100}
        onChange={(event) => set({ city: event.target.value })}
      />
      <SelectField
        label={t('employer.filters.type')}
        placeholder={t('employer.filters.any')}
        value={draft.type}
        options={(['freelance', 'full time'] as const).map((value) => ({
          value,
          label: t(TYPE_LABELS[value]),
        }))}
        onChange={(event) => set({ type: event.target.value as EmploymentTypeValue | '' })}
      />
      <SelectField
        label={t('employer.filters.years')}
        placeholder={t('employer.filters.any')}
        value={draft.minYears}
        options={YEAR_CHOICES.map((years) => ({
          value: String(years),
          label: t('employer.filters.yearsAtLeast', { years }),
        }))}
        onChange={(event) => set({ minYears: event.target.value })}
      />
      <Salary
        role="group"
        aria-labelledby={`${ids}-salary`}
        aria-describedby={salaryError ? `${ids}-salary-error` : undefined}
      >
        <GroupLabel id={`${ids}-salary`}>{t('employer.filters.salary')}</GroupLabel>
        <SalaryInputs>
          <TextField
            label={t('employer.filters.salaryMin')}
            inputMode="decimal"
            value={draft.salaryMin}
            aria-invalid={salaryError ? true : undefined}
            onChange={(event) => set({ salaryMin: event.target.value })}
          />
          <TextField
            label={t('employer.filters.salaryMax')}
            inputMode="decimal"
            value={draft.salaryMax}
            aria-invalid={salaryError ? true : undefined}
            onChange={(event) => set({ salaryMax: event.target.value })}
          />
        </SalaryInputs>
        {salaryError ? (
          <ErrorText id={`${ids}-salary-error`} role="alert">
            {salaryError}
          </ErrorText>
        ) : null}
      </Salary>
      <Availability>
        <legend>{t('employer.filters.availability')}</legend>
        {AVAILABILITY_VALUES.map((value) => (
          <label key={value}>
            <input
              type="checkbox"
              checked={draft.availability.includes(value)}
              onChange={(event) => toggle(value, event.target.checked)}
            />
            {t(AVAILABILITY_LABELS[value])}
          </label>
        ))}
      </Availability>
    </FilterBar>
  );
}

const Salary = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

const GroupLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const SalaryInputs = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Availability = styled.fieldset`
  grid-column: span 3;
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  margin: 0;
  padding: 0;
  border: none;

  legend {
    margin-bottom: 8px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 32px;
  }

  ${media.mobile} {
    grid-column: auto;
    flex-direction: column;
  }
`;
