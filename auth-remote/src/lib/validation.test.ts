import {
  checkConfirmPassword,
  checkEmail,
  checkName,
  checkNewPassword,
  checkPhone,
  compactErrors,
} from './validation';

// Checks answer with a catalog key (the forms translate it); the catalogs' own test makes sure
// every key exists in both languages.
const failed = (id: string, values?: Record<string, number>) => (values ? { id, values } : { id });

describe('client checks', () => {
  it('accepts a normal email and rejects malformed ones', () => {
    expect(checkEmail(' ana@example.com ')).toBeUndefined();
    expect(checkEmail('')).toEqual(failed('auth.check.emailRequired'));
    expect(checkEmail('ana@example')).toEqual(failed('auth.check.emailInvalid'));
    expect(checkEmail('ana example@x.io')).toEqual(failed('auth.check.emailInvalid'));
  });

  it('needs a new password of at least 8 characters', () => {
    expect(checkNewPassword('')).toEqual(failed('auth.check.passwordRequired'));
    expect(checkNewPassword('1234567')).toEqual(failed('auth.check.passwordTooShort', { min: 8 }));
    expect(checkNewPassword('12345678')).toBeUndefined();
    expect(checkNewPassword('x'.repeat(128))).toBeUndefined();
    expect(checkNewPassword('x'.repeat(129))).toEqual(
      failed('auth.check.passwordTooLong', { max: 128 }),
    );
  });

  it('needs the confirmation to match', () => {
    expect(checkConfirmPassword('secret-123', '')).toEqual(failed('auth.check.confirmRequired'));
    expect(checkConfirmPassword('secret-123', 'secret-124')).toEqual(
      failed('auth.check.confirmMismatch'),
    );
    expect(checkConfirmPassword('secret-123', 'secret-123')).toBeUndefined();
  });

  it('takes 8 to 15 digits with an optional leading plus as phone, like the API', () => {
    const rule = failed('auth.check.phoneInvalid');
    expect(checkPhone('+6281234567')).toBeUndefined();
    expect(checkPhone('0812-3456-789')).toBeUndefined();
    expect(checkPhone('0812 3456 789')).toBeUndefined();
    expect(checkPhone('1234567')).toEqual(rule);
    expect(checkPhone('1234567890123456')).toEqual(rule);
    expect(checkPhone('0812--3456789')).toEqual(rule);
    expect(checkPhone('62+81234567')).toEqual(rule);
    expect(checkPhone('  ')).toEqual(failed('auth.check.phoneRequired'));
  });

  it('limits names to 1–100 characters after trimming', () => {
    expect(checkName('   ', 'name')).toEqual(failed('auth.check.nameRequired'));
    expect(checkName('a'.repeat(100), 'name')).toBeUndefined();
    expect(checkName('a'.repeat(101), 'company')).toEqual(
      failed('auth.check.companyTooLong', { max: 100 }),
    );
  });

  it('keeps only the failed checks', () => {
    expect(
      compactErrors({ email: undefined, password: failed('auth.check.passwordRequired') }),
    ).toEqual({
      password: failed('auth.check.passwordRequired'),
    });
    expect(compactErrors({ email: undefined })).toEqual({});
  });
});
