import { useState } from 'react';
import styled from 'styled-components';
import { EyeIcon } from '../icons/eye-icon';
import { EyeOffIcon } from '../icons/eye-off-icon';
import { TextField, type TextFieldProps } from '../text-field/text-field';
import { useT } from '../../i18n/use-t';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'>;

const ToggleButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 40px;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radiusSm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;

/** Password input, masked by default, with a button to show what was typed. */
export function PasswordField(props: PasswordFieldProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      autoComplete="current-password"
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <ToggleButton
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          // A toggle keeps one name; its pressed state says whether the password shows.
          aria-label={t('ui.password.show')}
          aria-pressed={visible}
          disabled={props.disabled}
        >
          {visible ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
        </ToggleButton>
      }
    />
  );
}
