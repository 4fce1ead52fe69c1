import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import {
  controlStyle,
  FieldError,
  FieldHint,
  FieldLabel,
  FieldWrapper,
} from '../text-field/field.styles';
import { useFieldIds } from '../text-field/use-field-ids';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'children'> {
  label: string;
  options: readonly SelectOption[];
  /** First, empty choice (e.g. "Choose a type"); omit it when a value is always set. */
  placeholder?: string;
  error?: string | null | undefined;
  hint?: ReactNode;
  className?: string;
}

const Select = styled.select<{ $invalid?: boolean }>`
  ${controlStyle}
  appearance: none;
  padding-right: 40px;
  /* Our own chevron, drawn with two gradients so no image file is needed. */
  background-image:
    linear-gradient(45deg, transparent 50%, currentColor 50%),
    linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position:
    calc(100% - 20px) 50%,
    calc(100% - 15px) 50%;
  background-size: 5px 5px;
  background-repeat: no-repeat;
  cursor: pointer;
`;

export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  id,
  className,
  ...selectProps
}: SelectFieldProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <FieldWrapper className={className}>
      <FieldLabel htmlFor={controlId}>{label}</FieldLabel>
      <Select
        {...selectProps}
        id={controlId}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : selectProps['aria-invalid']}
        aria-describedby={describedBy}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </FieldWrapper>
  );
}
