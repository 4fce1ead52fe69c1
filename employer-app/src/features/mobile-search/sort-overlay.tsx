import { useT, type TalentSort } from '@peworld/shared-ui';
import { useId } from 'react';
import styled from 'styled-components';

/**
 * The spec lists location twice; it is offered once. Values are the API's `sort` ('' =
 * relevance); the desktop list offers the same orders.
 */
export const MOBILE_SORTS: readonly { value: TalentSort | ''; labelId: string }[] = [
  { value: '', labelId: 'employer.sort.byRelevance' },
  { value: 'newest', labelId: 'employer.sort.byNewest' },
  { value: 'name', labelId: 'employer.sort.byName' },
  { value: 'skill', labelId: 'employer.sort.bySkill' },
  { value: 'location', labelId: 'employer.sort.byLocation' },
];

export interface SortOverlayProps {
  id: string;
  value: TalentSort | '';
  onChange: (sort: TalentSort | '') => void;
}

/** The URL's `sort` when it is one of MOBILE_SORTS, else '' (relevance). */
export function mobileSortOf(value: string | null): TalentSort | '' {
  return MOBILE_SORTS.find((option) => option.value === value)?.value ?? '';
}

/** The options panel under the sort button: one radio per order. */
export function SortOverlay({ id, value, onChange }: SortOverlayProps) {
  const t = useT();
  const name = useId();
  return (
    <Panel id={id}>
      <legend>{t('employer.sort.legend')}</legend>
      {MOBILE_SORTS.map((option) => (
        <label key={option.value}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {t(option.labelId)}
        </label>
      ))}
    </Panel>
  );
}

const Panel = styled.fieldset`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: flex;
  flex-direction: column;
  min-width: 260px;
  margin: 0;
  padding: 8px 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadowRaised};

  legend {
    float: left;
    width: 100%;
    padding: 8px 16px;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  label {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 44px;
    padding: 0 16px;
    cursor: pointer;
  }
  label:hover,
  label:focus-within {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  input {
    accent-color: ${({ theme }) => theme.colors.primary};
    width: 18px;
    height: 18px;
  }
`;
