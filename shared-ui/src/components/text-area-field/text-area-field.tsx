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

export interface TextAreaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children'> {
  label: string;
  error?: string | null | undefined;
  hint?: ReactNode;
  className?: string;
}

const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyle}
  min-height: 120px;
  resize: vertical;
  line-height: 1.5;
`;

export function TextAreaField({
  label,
  error,
  hint,
  id,
  className,
  rows = 5,
  ...textAreaProps
}: TextAreaFieldProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <FieldWrapper className={className}>
      <FieldLabel htmlFor={controlId}>{label}</FieldLabel>
      <TextArea
        {...textAreaProps}
        rows={rows}
        id={controlId}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </FieldWrapper>
  );
}
