import { EMAIL_PATTERN, FIELD_RULES, PHONE_PATTERN } from '@peworld/shared-ui';

/*
 * The auth screens' checks, on the API's rules as shared-ui states them for every form
 * (FIELD_RULES, EMAIL_PATTERN, PHONE_PATTERN), so people get instant feedback. The server
 * stays the authority: anything these let through is still checked there, and its answer is
 * shown as is.
 */

export const NAME_MAX_LENGTH = FIELD_RULES.shortTextMax;
const PASSWORD_MIN_LENGTH = FIELD_RULES.passwordMin;
export const PASSWORD_MAX_LENGTH = FIELD_RULES.passwordMax;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** A failed check: the catalog key of its message and the message's values. */
export interface Check {
  id: string;
  values?: Record<string, string | number>;
}
export type FieldChecks<K extends string> = Partial<Record<K, Check>>;

const failed = (id: string, values?: Check['values']): Check => (values ? { id, values } : { id });

export function checkEmail(value: string): Check | undefined {
  const email = value.trim();
  if (!email) return failed('auth.check.emailRequired');
  if (!EMAIL_PATTERN.test(email)) return failed('auth.check.emailInvalid');
  return undefined;
}

export function checkPasswordPresent(value: string): Check | undefined {
  return value ? undefined : failed('auth.check.passwordRequired');
}

export function checkNewPassword(value: string): Check | undefined {
  if (!value) return failed('auth.check.passwordRequired');
  if (value.length < PASSWORD_MIN_LENGTH) {
    return failed('auth.check.passwordTooShort', { min: PASSWORD_MIN_LENGTH });
  }
  if (value.length > PASSWORD_MAX_LENGTH)
    return failed('auth.check.passwordTooLong', { max: PASSWORD_MAX_LENGTH });
  return undefined;
}

export function checkConfirmPassword(password: string, confirm: string): Check | undefined {
  if (!confirm) return failed('auth.check.confirmRequired');
  if (confirm !== password) return failed('auth.check.confirmMismatch');
  return undefined;
}

/** A person's name or a company's: each has its own sentences (no label glued into one). */
export function checkName(value: string, kind: 'name' | 'company'): Check | undefined {
  const name = value.trim();
  if (!name) return failed(`auth.check.${kind}Required`);
  if (name.length > NAME_MAX_LENGTH)
    return failed(`auth.check.${kind}TooLong`, { max: NAME_MAX_LENGTH });
  return undefined;
}

export function checkPhone(value: string): Check | undefined {
  const phone = value.trim();
  if (!phone) return failed('auth.check.phoneRequired');
  if (!PHONE_PATTERN.test(phone)) return failed('auth.check.phoneInvalid');
  return undefined;
}

/** Drops the keys whose check passed, so an empty object means "valid". */
export function compactErrors<K extends string>(
  errors: Record<K, Check | undefined>,
): FieldChecks<K> {
  const out: FieldChecks<K> = {};
  for (const key of Object.keys(errors) as K[]) {
    const message = errors[key];
    if (message) out[key] = message;
  }
  return out;
}
