// Contact lines shown in the footer (one place to change them).
export const CONTACT = {
  phone: '+62 21 5080 1234',
  email: 'halo@peworld.id',
} as const;

/** "+62 21 5080 1234" → "tel:+622150801234" */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
