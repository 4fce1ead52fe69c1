import type { TalentProfile } from '@peworld/shared-ui';
import {
  patchSessionUser,
  talentKeys,
  toApiError,
  useQueryClient,
  useT,
  useToast,
} from '@peworld/shared-ui';
import { useState } from 'react';
import { useSectionSave } from '../../../components/edit-sections/save-registry';
import { updateUserPhoto } from '../api/update-user-photo';

/**
 * The chosen photo until it is uploaded (with progress). On success the cached profile and the
 * stored login take the new photo, so this page and the header show it at once (instead of
 * the spec's page reload after 1500 ms).
 */
export function usePhotoUpload(profile: TalentProfile) {
  const t = useT();
  const client = useQueryClient();
  const toast = useToast();
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const file = files[0] ?? null;

  async function save({ quiet }: { quiet: boolean }): Promise<boolean> {
    if (!file) return true;
    setError(null);
    setProgress(0);
    try {
      const answer = await updateUserPhoto(profile.id_user, file, { onProgress: setProgress });
      client.setQueryData(talentKeys.detail(profile.id_user), answer);
      patchSessionUser(profile.id_user, { image: answer.data.img_profile });
      void client.invalidateQueries({ queryKey: talentKeys.lists() });
      setFiles([]);
      if (!quiet) toast.show(t('talent.photo.saved'), 'success');
      return true;
    } catch (failure) {
      setError(toApiError(failure).message);
      return false;
    } finally {
      setProgress(null);
    }
  }

  useSectionSave('photo', file !== null, save);

  return {
    files,
    choose: (next: File[]) => {
      setError(null);
      setFiles(next);
    },
    cancel: () => {
      setError(null);
      setFiles([]);
    },
    save: () => save({ quiet: false }),
    uploading: progress !== null,
    progress,
    error,
    file,
  };
}
