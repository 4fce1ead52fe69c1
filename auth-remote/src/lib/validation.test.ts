import {
  checkConfirmPassword,
  checkEmail,
  checkName,
  checkNewPassword,
  checkPhone,
  compactErrors,
} from './validation';

describe('client checks', () => {
  it('accepts a normal email and rejects malformed ones', () => {
    expect(checkEmail(' ana@example.com ')).toBeUndefined();
    expect(checkEmail('')).toBe('Email is required');
    expect(checkEmail('ana@example')).toBe('Enter a valid email address');
    expect(checkEmail('ana example@x.io')).toBe('Enter a valid email address');
  });

  it('needs a new password of at least 8 characters', () => {
    expect(checkNewPassword('')).toBe('Password is required');
    expect(checkNewPassword('1234567')).toBe('Password must be at least 8 characters');
    expect(checkNewPassword('12345678')).toBeUndefined();
    expect(checkNewPassword('x'.repeat(128))).toBeUndefined();
    expect(checkNewPassword('x'.repeat(129))).toBe('Password must be at most 128 characters');
  });

  it('needs the confirmation to match', () => {
    expect(checkConfirmPassword('secret-123', '')).toBe('Confirm your password');
    expect(checkConfirmPassword('secret-123', 'secret-124')).toBe('Passwords do not match');
    expect(checkConfirmPassword('secret-123', 'secret-123')).toBeUndefined();
  });

  it('takes 8 to 15 digits with an optional leading plus as phone, like the API', () => {
    const rule = 'Phone must have 8 to 15 digits and may start with +';
    expect(checkPhone('+6281234567')).toBeUndefined();
    expect(checkPhone('0812-3456-789')).toBeUndefined();
    expect(checkPhone('0812 3456 789')).toBeUndefined();
    expect(checkPhone('1234567')).toBe(rule);
    expect(checkPhone('1234567890123456')).toBe(rule);
    expect(checkPhone('0812--3456789')).toBe(rule);
    expect(checkPhone('62+81234567')).toBe(rule);
    expect(checkPhone('  ')).toBe('Phone number is required');
  });

  it('limits names to 1–100 characters after trimming', () => {
    expect(checkName('   ', 'Name')).toBe('Name is required');
    expect(checkName('a'.repeat(100), 'Name')).toBeUndefined();
    expect(checkName('a'.repeat(101), 'Company name')).toBe(
      'Company name must be at most 100 characters',
    );
  });

  it('keeps only the failed checks', () => {
    expect(compactErrors({ email: undefined, password: 'Password is required' })).toEqual({
      password: 'Password is required',
    });
    expect(compactErrors({ email: undefined })).toEqual({});
  });
});
