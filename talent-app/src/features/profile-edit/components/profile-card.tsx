import type { TalentProfile } from '@peworld/shared-ui';
import { Avatar, Button, Card, ImagePicker, imageUrl, MapPinIcon, useT } from '@peworld/shared-ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { usePhotoUpload } from '../hooks/use-photo-upload';
import { CompletenessMeter } from './completeness-meter';

const Box = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  scroll-margin-top: 96px;
`;

const Photo = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const PhotoPicker = styled(ImagePicker)`
  align-items: center;
  text-align: center;

  & > label {
    align-self: center;
  }
`;

const Name = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  display: flex;
  align-items: center;
  gap: 4px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

const Divider = styled.hr`
  width: 100%;
  margin: 0;
  border: none;
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
`;

/** A preview URL for the chosen file, revoked when it changes. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return undefined;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

export interface ProfileCardProps {
  profile: TalentProfile;
  saving: boolean;
  onEditPassword: () => void;
  onSaveAll: () => void;
}

/** Left card: photo with its picker, who the talent is, completeness, Edit Password, Save Update. */
export function ProfileCard({ profile, saving, onEditPassword, onSaveAll }: ProfileCardProps) {
  const t = useT();
  const photo = usePhotoUpload(profile);
  const preview = usePreview(photo.file);

  return (
    <Box as="aside" aria-label={t('talent.profileCard.label')}>
      <Photo id="photo">
        <Avatar
          src={preview ?? imageUrl(profile.img_profile)}
          name={profile.full_name}
          size={150}
        />
        <PhotoPicker
          label={t('talent.profileCard.editPhoto')}
          inputLabel={t('talent.profileCard.choosePhoto')}
          files={photo.files}
          onChange={photo.choose}
          error={photo.error}
          progress={photo.progress}
          showPreviews={false}
          disabled={photo.uploading}
        />
        {photo.file ? (
          <Row>
            <Button size="sm" loading={photo.uploading} onClick={() => void photo.save()}>
              {t('talent.profileCard.savePhoto')}
            </Button>
            <Button size="sm" variant="ghost" disabled={photo.uploading} onClick={photo.cancel}>
              {t('talent.profileCard.cancel')}
            </Button>
          </Row>
        ) : null}
      </Photo>
      <div>
        <Name>{profile.full_name}</Name>
        <Muted>{profile.job_desk || t('talent.profileCard.noJob')}</Muted>
        {profile.domicile ? (
          <Muted>
            <MapPinIcon size={16} /> {profile.domicile}
          </Muted>
        ) : null}
      </div>
      <Divider />
      <CompletenessMeter profile={profile} />
      <Divider />
      <Button variant="outline" $block onClick={onEditPassword}>
        {t('talent.profileCard.editPassword')}
      </Button>
      <Button $block loading={saving} onClick={onSaveAll}>
        {t('talent.profileCard.saveUpdate')}
      </Button>
    </Box>
  );
}
