import type { TalentProfile } from '@peworld/shared-ui';
import { PasswordChangeForm, useRichT, useT } from '@peworld/shared-ui';
import styled from 'styled-components';
import { SectionCard } from '../../../components/edit-sections/section-card';

const Account = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** '#settings' (the header's Setting link): the account's email and the password change. */
export function SettingsSection({ profile }: { profile: TalentProfile }) {
  const t = useT();
  const rich = useRichT();
  return (
    <SectionCard id="settings" title={t('talent.settings.title')}>
      {profile.email ? (
        <Account>
          {rich('talent.settings.loggedInAs', {
            email: profile.email,
            strong: (chunks) => <strong>{chunks}</strong>,
          })}
        </Account>
      ) : null}
      <PasswordChangeForm />
    </SectionCard>
  );
}
