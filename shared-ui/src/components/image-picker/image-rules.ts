// What the API accepts for an upload (api image-store: sniffed JPEG/PNG/WebP, at most 2 MB).
// Checking it here first saves the user a failed upload; the server still decides.
import { sharedText } from '../../i18n/shared-text';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** Why a file cannot be uploaded (a wrong type, too large), or null when it looks fine. */
export function imageProblemKind(file: File, maxBytes = MAX_IMAGE_BYTES): 'type' | 'size' | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  return file.size > maxBytes ? 'size' : null;
}

/** The largest accepted upload as people write it: "2 MB", "500 KB". */
export function imageSizeLabel(maxBytes = MAX_IMAGE_BYTES): string {
  return maxBytes >= 1024 * 1024
    ? `${Math.round(maxBytes / (1024 * 1024))} MB`
    : `${Math.round(maxBytes / 1024)} KB`;
}

/**
 * The reason a file cannot be uploaded, in the page's language (the same sentences the
 * ImagePicker shows), or null when it looks fine.
 */
export function imageProblem(file: File, maxBytes = MAX_IMAGE_BYTES): string | null {
  switch (imageProblemKind(file, maxBytes)) {
    case 'type':
      return sharedText('ui.image.wrongType', { name: file.name });
    case 'size':
      return sharedText('ui.image.tooLarge', { name: file.name, size: imageSizeLabel(maxBytes) });
    default:
      return null;
  }
}
