import { PASSWORD_MIN_LENGTH } from '@peworld/shared-ui';

/*
 * Client-side checks that mirror the API's rules so people get instant feedback.
 * The server stays the authority: anything these let through is still checked there,
 * and its answer is shown as is.
 */

export const NAME_MAX_LENGTH = 100;

// Same shape the API accepts: something@something.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// The API's phone rule: 8-15 digits, optional leading +, single spaces or dashes between digits.
const PHONE_PATTERN = /^\+?(?:\d[ -]?){7,14}\d$/;
export const PASSWORD_MAX_LENGTH = 128;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function checkEmail(value: string): string | undefined {
  const email = value.trim();
  if (!email) return 'Email is required';
  if (!EMAIL_PATTERN.test(email)) return 'Enter a valid email address';
  return undefined;
}

export function checkPasswordPresent(value: string): string | undefined {
  return value ? undefined : 'Password is required';
}

export function checkNewPassword(value: string): string | undefined {
  if (!value) return 'Password is required';
  if (value.length < PASSWORD_MIN_LENGTH) {
    return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  }
  if (value.length > PASSWORD_MAX_LENGTH)
    return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  return undefined;
}

export function checkConfirmPassword(password: string, confirm: string): string | undefined {
  if (!confirm) return 'Confirm your password';
  if (confirm !== password) return 'Passwords do not match';
  return undefined;
}

export function checkName(value: string, label: string): string | undefined {
  const name = value.trim();
  if (!name) return `${label} is required`;
  if (name.length > NAME_MAX_LENGTH)
    return `${label} must be at most ${NAME_MAX_LENGTH} characters`;
  return undefined;
}

export function checkPhone(value: string): string | undefined {
  const phone = value.trim();
  if (!phone) return 'Phone number is required';
  if (!PHONE_PATTERN.test(phone)) return 'Phone must have 8 to 15 digits and may start with +';
  return undefined;
}

/** Drops the keys whose check passed, so an empty object means "valid". */
export function compactErrors<K extends string>(
  errors: Record<K, string | undefined>,
): FieldErrors<K> {
  const out: FieldErrors<K> = {};
  for (const key of Object.keys(errors) as K[]) {
    const message = errors[key];
    if (message) out[key] = message;
  }
  return out;
}
