import styled from 'styled-components';
import { LOCALES, switchLocale, useLocale, useT, type Locale } from '@peworld/shared-ui/core';

/** The language a switch offers: the one not shown now. */
export function otherLocale(current: Locale): Locale {
  return LOCALES.find((locale) => locale !== current) ?? current;
}

export interface LanguageSwitchProps {
  /** Also stores the choice elsewhere (the account, once logged in). */
  onSwitched?: (locale: Locale) => void;
}

/**
 * The logged-out header's language switch (on every screen size): one compact button naming
 * the other language. The page stays where it is; the choice is kept in a cookie.
 */
export function LanguageSwitch({ onSwitched }: LanguageSwitchProps) {
  const t = useT();
  const target = otherLocale(useLocale());
  return (
    <SwitchButton
      type="button"
      lang={target}
      aria-label={t(`ui.language.switchTo.${target}`)}
      onClick={async () => {
        await switchLocale(target);
        onSwitched?.(target);
      }}
    >
      {target.toUpperCase()}
    </SwitchButton>
  );
}

const SwitchButton = styled.button`
  flex-shrink: 0;
  min-width: 44px;
  height: 36px;
  padding: 0 10px;
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: 4px;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 14px;
  font-weight: 600;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
`;
