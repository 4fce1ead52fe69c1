import type { TalentProfile } from '@peworld/shared-ui';
import { PasswordChangeForm } from '@peworld/shared-ui';
import styled from 'styled-components';
import { SectionCard } from '../../../components/edit-sections/section-card';

const Account = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** '#settings' (the header's Setting link): the account's email and the password change. */
export function SettingsSection({ profile }: { profile: TalentProfile }) {
  return (
    <SectionCard id="settings" title="Settings">
      {profile.email ? (
        <Account>
          Logged in as <strong>{profile.email}</strong>
        </Account>
      ) : null}
      <PasswordChangeForm />
    </SectionCard>
  );
}
