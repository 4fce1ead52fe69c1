// What the API accepts for an upload (api image-store: sniffed JPEG/PNG/WebP, at most 2 MB).
// Checking it here first saves the user a failed upload; the server still decides.

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_TYPE_MESSAGE = 'Only JPEG, PNG or WebP images are allowed';
export const IMAGE_SIZE_MESSAGE = 'Image must be at most 2 MB';

/** Why a file cannot be uploaded (a wrong type, too large), or null when it looks fine. */
export function imageProblemKind(file: File, maxBytes = MAX_IMAGE_BYTES): 'type' | 'size' | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  return file.size > maxBytes ? 'size' : null;
}

/** The reason a file cannot be uploaded, in English, or null when it looks fine. */
export function imageProblem(file: File, maxBytes = MAX_IMAGE_BYTES): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return `${file.name}: ${IMAGE_TYPE_MESSAGE}`;
  }
  if (file.size > maxBytes) {
    return maxBytes === MAX_IMAGE_BYTES
      ? `${file.name}: ${IMAGE_SIZE_MESSAGE}`
      : `${file.name}: Image must be at most ${Math.round(maxBytes / 1024)} KB`;
  }
  return null;
}
