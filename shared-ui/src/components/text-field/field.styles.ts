import styled, { css } from 'styled-components';

// Shared by TextField, PasswordField, SelectField and TextAreaField so every input looks alike.

export const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  width: 100%;
`;

export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const controlStyle = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 48px;
  padding: 12px 14px;
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radiusSm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  transition:
    border-color 0.15s ease,
    box-shadow 0.15s ease;

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.focusRing};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.page};
    cursor: not-allowed;
  }
`;

export const FieldControlRow = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

export const FieldInput = styled.input<{ $invalid?: boolean; $hasEnd?: boolean }>`
  ${controlStyle}
  ${({ $hasEnd }) => ($hasEnd ? 'padding-right: 52px;' : '')}
`;

export const FieldEnd = styled.div`
  position: absolute;
  right: 4px;
  top: 50%;
  transform: translateY(-50%);
  display: flex;
`;

export const FieldHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;
