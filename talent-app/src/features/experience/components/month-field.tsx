import { SelectField, TextField, useAppIntl, useT } from '@peworld/shared-ui';
import { useId, useMemo, type Ref } from 'react';
import styled from 'styled-components';
import { joinMonth, splitMonth } from '../lib/experience-values';

const Group = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;

  legend {
    padding: 0;
    margin-bottom: 6px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Parts = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space.xs};
`;

const Problem = styled.p`
  margin: 6px 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

export interface MonthFieldProps {
  label: string;
  /** The API field the server names in its errors (day_in, day_out). */
  name: string;
  /** YYYY-MM; either part may still be empty ('2023-', '-05'). */
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  error?: string | undefined;
  /** Gets the month select, so a form can move focus here when the month is invalid. */
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A month and its year. A native month input shows the browser's language, not the page's;
 * this one names the months in the chosen language through Intl.
 */
export function MonthField({
  label,
  name,
  value,
  onChange,
  disabled,
  error,
  ref,
}: MonthFieldProps) {
  const t = useT();
  const intl = useAppIntl();
  const errorId = useId();
  const { year, month } = splitMonth(value);
  const months = useMemo(
    () =>
      Array.from({ length: 12 }, (_, index) => ({
        value: String(index + 1).padStart(2, '0'),
        label: intl.formatDate(Date.UTC(2000, index, 1), { month: 'long', timeZone: 'UTC' }),
      })),
    [intl],
  );

  return (
    <Group disabled={disabled} aria-describedby={error ? errorId : undefined}>
      <legend>{label}</legend>
      <Parts>
        <SelectField
          label={t('talent.experience.month')}
          name={`${name}_month`}
          placeholder={t('talent.experience.monthPlaceholder')}
          options={months}
          value={month}
          ref={ref}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(joinMonth(year, event.target.value))}
        />
        <TextField
          label={t('talent.experience.year')}
          name={`${name}_year`}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          placeholder={t('talent.experience.yearPlaceholder')}
          value={year}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(joinMonth(event.target.value.replace(/\D/g, ''), month))}
        />
      </Parts>
      {error ? <Problem id={errorId}>{error}</Problem> : null}
    </Group>
  );
}
