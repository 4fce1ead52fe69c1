/** Public URL of an uploaded image (profile photo, company logo, portfolio shot). */
export function imageUrl(filename: string | null | undefined): string | null {
  if (!filename) return null;
  return `/uploads/images/${encodeURIComponent(filename)}`;
}
