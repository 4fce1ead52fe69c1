/** Phone numbers are stored as digits with an optional leading +, whatever separators were typed. */
export function tidyPhone(phone: string): string {
  return phone.replace(/[\s-]/g, '');
}
