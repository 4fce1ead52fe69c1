import type { ComponentPropsWithRef, ReactNode } from 'react';
import {
  FieldControlRow,
  FieldEnd,
  FieldError,
  FieldHint,
  FieldInput,
  FieldLabel,
  FieldWrapper,
} from './field.styles';
import { useFieldIds } from './use-field-ids';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  label: string;
  /** Shown under the field in red; marks the input aria-invalid. */
  error?: string | null | undefined;
  hint?: ReactNode;
  /** Something inside the right edge of the input (PasswordField's toggle). */
  endAdornment?: ReactNode;
  className?: string;
}

export function TextField({
  label,
  id,
  error,
  hint,
  endAdornment,
  className,
  ...inputProps
}: TextFieldProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  const ownDescribedBy = inputProps['aria-describedby'];
  return (
    <FieldWrapper className={className}>
      <FieldLabel htmlFor={controlId}>{label}</FieldLabel>
      <FieldControlRow>
        <FieldInput
          {...inputProps}
          id={controlId}
          $invalid={Boolean(error)}
          $hasEnd={Boolean(endAdornment)}
          aria-invalid={error ? true : inputProps['aria-invalid']}
          aria-describedby={[ownDescribedBy, describedBy].filter(Boolean).join(' ') || undefined}
        />
        {endAdornment ? <FieldEnd>{endAdornment}</FieldEnd> : null}
      </FieldControlRow>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </FieldWrapper>
  );
}
